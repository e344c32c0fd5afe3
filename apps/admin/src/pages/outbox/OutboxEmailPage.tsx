import { apiRoutes, isApiError, useApiClient, useCanCall, useOutboxEmail } from '@buildcover/api-client';
import { formatDate } from '@buildcover/domain';
import { Alert, Button, TextField } from '@buildcover/ui';
import { useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import { Facts, RecordDetail, Section } from '../records/RecordDetail';
import { OutboxStatusBadge } from './outboxStatus';

/** The mail as the customer reads it: its own HTML in a frame that runs no script and reaches nothing. */
const MailFrame = styled.iframe`
  width: 100%;
  min-height: 28rem;
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: #fff;
`;

const ResendRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  > div {
    flex: 1 1 16rem;
    margin-bottom: 0;
  }
`;

/** /admin/outbox/:id: one e-mail, readable as sent, with resend (to the same or a corrected address). */
export function OutboxEmailPage({ id }: { id: string }): ReactElement {
  const client = useApiClient();
  const [, navigate] = useLocation();
  const { data, error, isLoading } = useOutboxEmail(id);
  const [to, setTo] = useState('');
  const [toError, setToError] = useState<string | undefined>();
  const [result, setResult] = useState<{ tone: 'success' | 'info' | 'danger'; text: string } | undefined>();
  const [working, setWorking] = useState(false);
  // Resending is an admin's call: a normal user reads the mail only.
  const mayResend = useCanCall()(apiRoutes.outbox.resend);

  const resend = async () => {
    setWorking(true);
    setResult(undefined);
    setToError(undefined);
    try {
      const answer = await client.outbox.resend(id, to.trim() ? { to: to.trim() } : {});
      setResult({ tone: answer.data.status === 'sent' ? 'success' : 'info', text: answer.message });
      navigate(`/outbox/${answer.data.id}`);
      setTo('');
    } catch (failure) {
      const field = isApiError(failure) ? failure.fieldMessage('to') : undefined;
      if (field) setToError(field);
      else
        setResult({
          tone: 'danger',
          text: isApiError(failure) ? failure.message : 'Failed to resend the email. Please try again.',
        });
    } finally {
      setWorking(false);
    }
  };

  return (
    <RecordDetail
      listPath="/outbox"
      listLabel="Mail outbox"
      noun="email"
      title={(m) => m.subject}
      data={data}
      error={error}
      isLoading={isLoading}
    >
      {(mail) => (
        <>
          {result ? (
            <Alert
              tone={result.tone}
              role={result.tone === 'danger' ? 'alert' : 'status'}
              title={result.text}
              onDismiss={() => setResult(undefined)}
            />
          ) : null}
          <Section aria-labelledby="mail-envelope">
            <h3 id="mail-envelope">Envelope</h3>
            <Facts
              items={[
                ['To', mail.to],
                ['Status', <OutboxStatusBadge key="s" status={mail.status} />],
                ['Created', formatDate(mail.created_at, { withTime: true })],
                ['Sent', formatDate(mail.sent_at, { withTime: true })],
                ['Delivery Error', mail.error],
                [
                  'Quote',
                  mail.quote_id ? (
                    <Link key="q" href={`/quotes/${mail.quote_id}`}>
                      Open the quote
                    </Link>
                  ) : null,
                ],
                [
                  'Attachments',
                  mail.attachments.length > 0 ? mail.attachments.map((a) => a.filename).join(', ') : 'None',
                ],
              ]}
            />
          </Section>
          {mayResend ? (
            <Section aria-labelledby="mail-resend">
              <h3 id="mail-resend">Resend</h3>
              <ResendRow
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  void resend();
                }}
              >
                <TextField
                  label="Send to (leave empty for the same address)"
                  type="email"
                  autoComplete="off"
                  value={to}
                  onChange={(value) => {
                    setTo(value);
                    setToError(undefined);
                  }}
                  errorMessage={toError}
                />
                <Button type="submit" isDisabled={working}>
                  {working ? 'Sending...' : 'Resend email'}
                </Button>
              </ResendRow>
            </Section>
          ) : null}
          <Section aria-labelledby="mail-body">
            <h3 id="mail-body">Message</h3>
            <MailFrame title={`E-mail: ${mail.subject}`} sandbox="" srcDoc={mail.html} />
          </Section>
        </>
      )}
    </RecordDetail>
  );
}
