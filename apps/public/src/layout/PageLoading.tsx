import { LoadingState, NeedsJavaScript } from '@buildcover/ui';
import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';

// A screen's height: what comes is taller than a phone's screen.
const Holding = styled.div`
  min-height: 100vh;
`;

/**
 * A page's content on its way (a quote, a payment, a saved proposal): the loading line with the
 * room of what comes held, so the footer does not sit on screen and jump down when it arrives
 * (Lighthouse's layout shift on /quotes/pay/:id was 0.39, bench/README.md). Without JavaScript
 * nothing comes: the page says so.
 */
export function PageLoading({ children }: { children: ReactNode }): ReactElement {
  return (
    <Holding>
      <NeedsJavaScript title="Turn on JavaScript to see this page">
        This page loads in your browser, which needs JavaScript. Turn it on in your browser&apos;s settings and reload
        the page.
      </NeedsJavaScript>
      <LoadingState>{children}</LoadingState>
    </Holding>
  );
}
