import { Button } from '@buildcover/ui';
import { useEffect, type ReactElement } from 'react';
import styled from 'styled-components';
import { Redirect, useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { Page } from '../layout/Page';

type Outcome = 'quoted' | 'referred' | 'declined';

/** What the quote form hands to '/submit' through navigation state (public-site §2). */
export interface ResultState {
  title: string;
  description: string;
  description2?: string;
  description3?: string;
  /** Picture beside the message: one per outcome. */
  image?: Outcome;
  /** The submitted quote, for its links (the read-only view; the pay screen when its pay link is open). */
  quote?: { id: string; ref: string; status: Outcome; payable?: boolean };
}

const icons: Record<Outcome, string> = { quoted: '✓', referred: '☎', declined: '!' };

const Icon = styled.div<{ $tone: Outcome }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 4rem;
  height: 4rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 2rem;
  color: ${({ theme }) => theme.color.textInverse};
  background: ${({ $tone, theme }) => ($tone === 'quoted' ? theme.color.success : $tone === 'referred' ? theme.color.info : theme.color.error)};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};
`;
const Reference = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg};
`;

function isResultState(value: unknown): value is ResultState {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ResultState).title === 'string' &&
    typeof (value as ResultState).description === 'string'
  );
}

/** '/submit': the outcome of a proposal; without state (a typed address) it goes home. */
export interface ResultPageProps {
  /** Starts loading the pay screen's code (the next step of a payable quote). */
  preloadPayPage?: () => void;
  /** Starts loading the quote view's code (the next step of a referred quote). */
  preloadViewPage?: () => void;
}

export function ResultPage({ preloadPayPage, preloadViewPage }: ResultPageProps = {}): ReactElement {
  const state: unknown = useHistoryState();
  const [, navigate] = useLocation();
  const quote = isResultState(state) ? state.quote : undefined;
  const viewable = quote !== undefined && quote.status !== 'declined';
  // The page of the primary next step (Pay now, else View your quote) loads while the customer reads this one.
  useEffect(() => {
    if (quote?.payable) preloadPayPage?.();
    else if (viewable) preloadViewPage?.();
  }, [quote?.payable, viewable, preloadPayPage, preloadViewPage]);
  if (!isResultState(state)) return <Redirect to="/" replace />;
  return (
    <Page title={state.title} heading={state.title}>
      {state.image ? (
        <Icon $tone={state.image} aria-hidden="true">
          {icons[state.image]}
        </Icon>
      ) : null}
      {quote ? (
        <Reference>
          Reference: <strong>{quote.ref}</strong>
        </Reference>
      ) : null}
      <p>{state.description}</p>
      {state.description2 ? <p>{state.description2}</p> : null}
      {state.description3 ? <p>{state.description3}</p> : null}
      <Actions>
        {quote?.payable ? (
          <Button variant="primary" onPress={() => navigate(`/quotes/pay/${encodeURIComponent(quote.id)}`)}>
            Pay now
          </Button>
        ) : null}
        {viewable ? (
          <Button
            variant={quote.payable ? 'secondary' : 'primary'}
            onPress={() => navigate(`/quotes/view/${encodeURIComponent(quote.id)}`)}
          >
            View your quote
          </Button>
        ) : null}
        <Button variant={viewable ? 'secondary' : 'primary'} onPress={() => navigate('/')}>
          Back to Home
        </Button>
      </Actions>
    </Page>
  );
}
