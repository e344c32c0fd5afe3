'use client';

import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../../theme';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

const Link = styled.a`
  box-sizing: border-box;
  &:not(:focus) {
    ${visuallyHidden}
  }
  &:focus {
    position: fixed;
    top: ${({ theme }) => theme.space[2]};
    left: ${({ theme }) => theme.space[2]};
    z-index: ${({ theme }) => theme.zIndex.overlay + 1};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    border-radius: ${({ theme }) => theme.radius.md};
    box-shadow: ${({ theme }) => theme.shadow.md};
    outline: ${({ theme }) => theme.focusRing.outline};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
`;

export interface SkipLinkProps {
  /** '#id' of the main content, which needs tabIndex={-1}. */
  href: string;
  /** The link's text; 'Skip to main content' by default. */
  children?: ReactNode;
}

/** The first stop for keyboard users: hidden until focused, jumps past the navigation. */
export function SkipLink({ href, children = 'Skip to main content' }: SkipLinkProps): ReactElement {
  useBuildCoverTheme('SkipLink');
  return (
    <Link
      href={href}
      onClick={(event) => {
        // Focus the target directly: a hash change would confuse client-side routers.
        const target = document.getElementById(href.replace(/^#/, ''));
        if (!target) return;
        event.preventDefault();
        target.focus();
        target.scrollIntoView({ block: 'start' });
      }}
    >
      {children}
    </Link>
  );
}
