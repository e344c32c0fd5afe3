import { usePublicApiClient, type PolicyDocumentKind, type QuoteCustomerDetail } from '@buildcover/api-client';
import { Button, lazyComponent } from '@buildcover/ui';
import { Suspense, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { InsurerDetails } from './InsurerDetails';

// The modal (React Aria's dialog and focus handling, about 9 KB gzip) is not part of the quote's
// first load: its code comes once a paid policy's documents are on screen, so opening one is instant.
const DocumentModal = lazyComponent(() => import('@buildcover/ui/document-modal'), 'DocumentModal');

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: 0;
`;

const policyDocuments: { kind: PolicyDocumentKind; title: string }[] = [
  { kind: 'schedule', title: 'Policy Schedule' },
  { kind: 'certificate', title: 'Certificate of Currency' },
  { kind: 'invoice', title: 'Tax Invoice' },
];

interface Shown {
  title: string;
  html?: string;
  error?: string;
}

/**
 * The quote's documents: the insurer's PDS and FSG, the policy schedule, certificate of currency and
 * tax invoice once the policy is paid (rendered by the server, opened with the quote's own access
 * token), and the files uploaded with the proposal.
 */
export function QuoteDocuments({ quote }: { quote: QuoteCustomerDetail }): ReactElement {
  const client = usePublicApiClient();
  const [shown, setShown] = useState<(Shown & { kind: PolicyDocumentKind }) | null>(null);
  const policy = quote.policy;
  const paid = policy?.status === 'paid';

  const open = async (kind: PolicyDocumentKind, title: string) => {
    if (!policy) return;
    setShown({ kind, title });
    try {
      const token = (await client.publicQuotes.retrieve(quote.id, { access: true })).data.access_token;
      const html = await client.documents.render(policy.id, kind, token ? { bearer: token } : 'none');
      setShown((now) => (now?.kind === kind ? { kind, title, html } : now));
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'Please try again.';
      setShown((now) => (now?.kind === kind ? { kind, title, error: `Failed to load the ${title}. ${message}` } : now));
    }
  };

  const uploads = (quote.files ?? []).filter((file) => file.url || file.file_url);
  return (
    <>
      {quote.insurer ? <InsurerDetails insurer={quote.insurer} paid={paid} /> : null}
      <h2>Your policy documents</h2>
      {paid && policy ? (
        <List>
          {policyDocuments.map(({ kind, title }) => (
            <li key={kind}>
              <Button variant="secondary" onPress={() => void open(kind, title)}>
                {title}
              </Button>
            </li>
          ))}
        </List>
      ) : (
        <p>Your policy schedule, certificate of currency and tax invoice will be here once the policy is paid.</p>
      )}
      {uploads.length > 0 ? (
        <>
          <h2>Files you sent with your proposal</h2>
          <ul>
            {uploads.map((file) => (
              <li key={file.file_key ?? file.url}>
                <a href={file.url || file.file_url} target="_blank" rel="noreferrer">
                  {file.file_name ?? 'Uploaded file'}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {paid ? (
        <Suspense fallback={null}>
          <DocumentModal
            isOpen={shown !== null}
            onOpenChange={(isOpen) => (isOpen ? undefined : setShown(null))}
            title={shown?.title ?? ''}
            html={shown?.html}
            isLoading={shown !== null && !shown.html && !shown.error}
            error={shown?.error}
            onRetry={shown ? () => void open(shown.kind, shown.title) : undefined}
          />
        </Suspense>
      ) : null}
    </>
  );
}
