import { ownPaintLayer } from '@buildcover/ui';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';

const Container = styled.div`
  max-width: 52rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[7]};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  /* Each block paints on its own: a key in one field leaves the others' drawing as it was. */
  > * { ${ownPaintLayer} }
  > h1 {
    font-size: ${({ theme }) => theme.font.size.display};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    margin: 0 0 ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.color.brandStrong};
  }
  > h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
    margin: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[3]};
  }
  p, li { max-width: 70ch; }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    padding-top: ${({ theme }) => theme.space[5]};
    > h1 { font-size: ${({ theme }) => theme.font.size.xxl}; }
  }
`;

export const Lead = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.textMuted};
  margin-top: 0;
`;

/** Sets the tab title, so each route is announced and bookmarked by name. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | BuildCover`;
  }, [title]);
}

/** A page's frame: readable width, its h1 and the document title. */
export function Page({
  title,
  heading = title,
  children,
}: {
  title: string;
  heading?: ReactNode;
  children: ReactNode;
}): ReactElement {
  usePageTitle(title);
  return (
    <Container>
      <h1>{heading}</h1>
      {children}
    </Container>
  );
}
