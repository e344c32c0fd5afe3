import { usePublicApi, type ApiError } from '@buildcover/api-client';
import { Button } from '@buildcover/ui';
import { useEffect, type ReactElement } from 'react';
import styled from 'styled-components';
import { useLocation, useParams } from 'wouter';
import { broker } from '../content/broker';
import { savedFromLink, saveProposal } from '../form/savedProposal';
import { BrokerPhoneLink } from '../layout/BrokerPhoneLink';
import { Page } from '../layout/Page';
import { PageLoading } from '../layout/PageLoading';

const once = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};
`;

/**
 * What the page says about a link that cannot be opened: a heading, and what happened in words.
 * The server's message says it for most (an unknown link, a proposal already sent); an expired link
 * is said once here, as its heading already names the expiry.
 */
function problemText(error: ApiError): { title: string; message: string } {
  if (error.status === 410)
    return {
      title: 'This link has expired',
      message: 'The answers and files saved with it have been deleted, so they cannot be opened again.',
    };
  if (error.status === 409) return { title: 'This proposal has already been sent', message: error.message };
  if (error.status === 404 || error.status === 400)
    return { title: 'We could not find your saved proposal', message: error.message };
  return { title: 'Your saved proposal could not be opened', message: error.message };
}

/**
 * '/quotes/resume/:token': the link of a 'Save and finish later' e-mail. The saved answers and the
 * files still uploaded are kept on this device as the form keeps them, and the form opens where
 * the customer stopped; a link that is expired, unknown or already used says so in words.
 */
export function ResumePage(): ReactElement {
  const { token = '' } = useParams<{ token: string }>();
  const [, navigate] = useLocation();
  const { data, error, mutate } = usePublicApi(
    ['resume-proposal', token],
    async (c) => (await c.proposalDrafts.resume(token)).data,
    once,
  );

  useEffect(() => {
    if (!data) return;
    saveProposal(savedFromLink(data));
    // Replaced: Back never opens the link again, and the secret leaves the address bar. The
    // reading of the form they saved from opens (the steps at /quotes/get, the sections at '/').
    navigate(data.place?.form === 'steps' ? '/quotes/get' : '/', { replace: true });
  }, [data, navigate]);

  if (!error) {
    return (
      <Page title="Opening your saved proposal">
        <PageLoading>Opening your saved proposal...</PageLoading>
      </Page>
    );
  }
  const { title, message } = problemText(error);
  const canRetry = error.status === 0 || error.status >= 500 || error.status === 429;
  return (
    <Page title={title}>
      <p role="alert">{message}</p>
      <p>
        {canRetry ? 'Please try again in a moment, or start a new quote.' : 'Please start a new quote.'} If you would
        like a hand, call us on <BrokerPhoneLink />, {broker.hours}, or e-mail{' '}
        <a href={`mailto:${broker.email}`}>{broker.email}</a>.
      </p>
      <Actions>
        {canRetry ? (
          <Button variant="primary" onPress={() => void mutate()}>
            Try again
          </Button>
        ) : null}
        <Button variant={canRetry ? 'secondary' : 'primary'} onPress={() => navigate('/')}>
          Start a new quote
        </Button>
      </Actions>
    </Page>
  );
}
