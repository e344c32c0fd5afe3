import type { QuoteDetail } from '@buildcover/api-client';
import { backOfficeMessages } from '@buildcover/domain';
import { Alert, Button } from '@buildcover/ui';
import { useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { QuoteActions, SentMailLink, type SentMail } from './actions/QuoteActions';
import { useEditSession } from './EditSession';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;
const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  flex: 1 1 12rem;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Back, the quote's ref and holder, Edit mode and the quote's actions (back-office §2). */
export function QuoteHeader({
  quote,
  onBack,
  revalidate = async () => undefined,
}: {
  quote: QuoteDetail;
  onBack: () => void;
  revalidate?: () => Promise<unknown>;
}): ReactElement {
  const { isEditing, canEdit, startEditing, stopEditing } = useEditSession();
  const [sent, setSent] = useState<SentMail | null>(null);
  return (
    <>
      <Bar>
        <Button variant="tertiary" size="sm" onPress={onBack}>
          ← Back
        </Button>
        <Title>
          Quote {quote.ref} · {quote.insured.full_name}
        </Title>
        <Actions>
          {canEdit ? (
            <Button
              variant={isEditing ? 'primary' : 'secondary'}
              aria-pressed={isEditing}
              onPress={isEditing ? stopEditing : startEditing}
            >
              Edit mode
            </Button>
          ) : null}
          <QuoteActions quote={quote} onResult={setSent} revalidate={revalidate} />
        </Actions>
      </Bar>
      {sent ? (
        <Alert
          tone={sent.feedback.tone}
          role={sent.feedback.tone === 'success' ? 'status' : 'alert'}
          title={sent.feedback.message}
          onDismiss={() => setSent(null)}
        >
          {sent.feedback.detail}
          <SentMailLink outboxId={sent.outboxId} />
        </Alert>
      ) : null}
      {isEditing ? (
        <Alert tone="info" role="status" title={backOfficeMessages.editMode} />
      ) : !canEdit ? (
        <Alert tone="info" role="status" title="You can read this quote. Changes are made by admins." />
      ) : null}
    </>
  );
}
