'use client';

import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

export interface ErrorBoundaryProps {
  /** The part of the app this boundary catches render errors in. */
  children: ReactNode;
  /** Where "Back to Home" goes: a full page load, so the app starts clean ('/' or '/admin/'). */
  homeHref: string;
  /** Told about each error caught (reporting); the screen shows either way. */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface State {
  error: unknown;
  hasError: boolean;
}

const Screen = styled.div`
  box-sizing: border-box;
  max-width: 40rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[4]}`};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  h1 {
    color: ${({ theme }) => theme.color.error};
    font-size: ${({ theme }) => theme.font.size.xxl};
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
`;
const Detail = styled.p`
  box-sizing: border-box;
  font-family: ${({ theme }) => theme.font.mono};
  overflow-wrap: anywhere;
`;
const actionLook = css`
  box-sizing: border-box;
  display: inline-block;
  margin: ${({ theme }) => `${theme.space[4]} ${theme.space[3]} 0 0`};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: 2px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.textInverse};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  @media (forced-colors: active) {
    border-color: ButtonText;
  }
`;
const Home = styled.a<{ $secondary: boolean }>`
  ${actionLook}
  ${({ $secondary, theme }) => ($secondary ? `background: transparent; color: ${theme.color.brand};` : '')}
`;
const Reload = styled.button`
  ${actionLook}
`;

/** "404 Not Found", or the error's message: what the screen shows after its title (public-site §8). */
export function describeError(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { status, statusText, message } = error as { status?: unknown; statusText?: unknown; message?: unknown };
    if (typeof status === 'number' && status > 0)
      return [status, typeof statusText === 'string' ? statusText : typeof message === 'string' ? message : '']
        .join(' ')
        .trim();
    if (typeof message === 'string' && message) return message;
  }
  return typeof error === 'string' && error ? error : 'Something went wrong while showing this page.';
}

/**
 * Whether `error` is a browser's report that part of the app's code could not be downloaded: a
 * lazily loaded screen or part fetched while offline, or named by a page opened before a newer
 * release replaced it (Chromium, Firefox and Safari word it differently; Vite's CSS preload too).
 */
export function isCodeLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message);
}

/**
 * Catches what a screen throws while rendering and shows 'Unexpected Application Error!' with the
 * status or message and a way back home, instead of a blank page.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    // Code that did not arrive is fixed by loading the page again (a newer release's files, or the
    // connection back), so that comes first; going home would leave the page the user was on.
    const reloads = isCodeLoadFailure(this.state.error);
    return (
      <Screen role="alert">
        <h1>Unexpected Application Error!</h1>
        <Detail>{describeError(this.state.error)}</Detail>
        {reloads ? (
          <p>
            Part of this page could not be downloaded: the connection may have dropped, or a newer version of BuildCover
            was released. Reload the page to carry on; your answers on this device are kept.
          </p>
        ) : (
          <p>
            Your answers on this device are kept. Go back home and try again; if it happens again, please let us know.
          </p>
        )}
        {reloads ? (
          <Reload type="button" onClick={() => window.location.reload()}>
            Reload this page
          </Reload>
        ) : null}
        <Home href={this.props.homeHref} $secondary={reloads}>
          Back to Home
        </Home>
      </Screen>
    );
  }
}
