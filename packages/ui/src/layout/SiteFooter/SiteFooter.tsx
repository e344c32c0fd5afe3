'use client';

import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { ownPaintLayer } from '../../theme/ownPaintLayer';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

export interface SiteFooterProps {
  /** The licence and trading-name statement (AFSL, ABN, who acts for whom). */
  statement: ReactNode;
  /** Further content such as links to the FSG or privacy policy. */
  children?: ReactNode;
  /** e.g. '© 2026 BuildCover'. */
  copyright?: ReactNode;
  /** Extra class for layout by the app. */
  className?: string;
}

const Footer = styled.footer`
  ${ownPaintLayer}
  box-sizing: border-box;
  margin-top: auto;
  background: ${({ theme }) => theme.color.brandStrong};
  color: ${({ theme }) => theme.color.textInverse};
  font-size: ${({ theme }) => theme.font.size.sm};
  & a { color: ${({ theme }) => theme.color.textInverse}; text-decoration: underline; }
  & a:focus-visible { outline: 3px solid ${({ theme }) => theme.color.textInverse}; outline-offset: 2px; }
  @media (forced-colors: active) { border-top: 1px solid CanvasText; }
`;
const Inner = styled.div`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]}`};
  & p { margin: 0; max-width: 70ch; }
`;

/** The public site's footer: the licence and trading-name statement, then anything else passed. */
export function SiteFooter({ statement, children, copyright, className }: SiteFooterProps): ReactElement {
  useBuildCoverTheme('SiteFooter');
  return (
    <Footer className={className}>
      <Inner>
        <div>{typeof statement === 'string' ? <p>{statement}</p> : statement}</div>
        {children}
        {copyright ? <p>{copyright}</p> : null}
      </Inner>
    </Footer>
  );
}
