import { Button } from '@buildcover/ui';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import { Redirect, useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { Page } from '../layout/Page';

/** What the quote form hands to '/submit' through navigation state (public-site §2). */
export interface ResultState {
  title: string;
  description: string;
  description2?: string;
  description3?: string;
  /** Picture beside the message: one per outcome. */
  image?: 'quoted' | 'referred' | 'declined';
}

const icons: Record<NonNullable<ResultState['image']>, string> = { quoted: '✓', referred: '☎', declined: '!' };

const Icon = styled.div<{ $tone: NonNullable<ResultState['image']> }>`
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

function isResultState(value: unknown): value is ResultState {
  return typeof value === 'object' && value !== null && typeof (value as ResultState).title === 'string' && typeof (value as ResultState).description === 'string';
}

/** '/submit': the outcome of a proposal; without state (a reload, a typed address) it goes home. */
export function ResultPage(): ReactElement {
  const state: unknown = useHistoryState();
  const [, navigate] = useLocation();
  if (!isResultState(state)) return <Redirect to="/" replace />;
  return (
    <Page title={state.title} heading={state.title}>
      {state.image ? (
        <Icon $tone={state.image} aria-hidden="true">
          {icons[state.image]}
        </Icon>
      ) : null}
      <p>{state.description}</p>
      {state.description2 ? <p>{state.description2}</p> : null}
      {state.description3 ? <p>{state.description3}</p> : null}
      <Button variant="primary" onPress={() => navigate('/')}>
        Back to Home
      </Button>
    </Page>
  );
}
