import { canEditQuotes, isApiError, staffRoleOf, useAuth, useQuote, type QuoteDetail } from '@buildcover/api-client';
import { backOfficeMessages } from '@buildcover/domain';
import { Alert, Button, LoadingState, Tabs, type TabItem } from '@buildcover/ui';
import { Suspense, useEffect, type ReactElement, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { lazyScreen } from '../lazyScreen';
import { BasicDetailsTab } from './basic/BasicDetailsTab';
import { EditSessionProvider, useEditSession } from './EditSession';
import { DocumentsTab } from './documents/DocumentsTab';
import { HistoryTab } from './history/HistoryTab';
import { PremiumTab } from './premium/PremiumTab';
import { QuoteHeader } from './QuoteHeader';
import { ProposalSectionTab } from './sections/ProposalSectionTab';
import { defaultQuoteTab, isQuoteTab, quoteTabPath, quoteTabs, type QuoteTabId } from './quoteTabs';

// The notes editor (Tiptap, ProseMirror) and its sanitiser (DOMPurify) are most of this screen's code:
// they load when the Notes tab opens, not with every quote.
const NotesTab = lazyScreen(() => import('./notes/NotesTab'), 'NotesTab');

export const QUOTE_NOT_FOUND_TEXT = 'No quote found';

/** /admin/quotes/:id/:tab? — the broker's quote editor (back-office §2 Quote detail). */
export default function QuoteEditorPage({ id, tab }: { id: string; tab?: string | undefined }): ReactElement {
  const { token } = useAuth();
  return (
    <EditSessionProvider canEdit={canEditQuotes(staffRoleOf(token))}>
      <QuoteEditor id={id} tab={isQuoteTab(tab) ? tab : defaultQuoteTab} />
    </EditSessionProvider>
  );
}

function QuoteEditor({ id, tab }: { id: string; tab: QuoteTabId }): ReactElement {
  const quote = useQuote(id);
  const [, navigate] = useLocation();
  const { guard } = useEditSession();

  useEffect(() => {
    if (quote.data) document.title = `Quote ${quote.data.ref} | BuildCover Back Office`;
  }, [quote.data]);

  if (quote.error && !quote.data) {
    const notFound = isApiError(quote.error) && quote.error.status === 404;
    return (
      <Alert tone="danger" role="alert" title={notFound ? QUOTE_NOT_FOUND_TEXT : backOfficeMessages.quoteLoadError}>
        {notFound ? `There is no quote with id ${id}.` : quote.error.message}
        <p>
          <Button variant="secondary" size="sm" onPress={() => navigate('/quotes')}>
            Back to quotes
          </Button>{' '}
          {notFound ? null : (
            <Button variant="secondary" size="sm" onPress={() => void quote.mutate()}>
              Try again
            </Button>
          )}
        </p>
      </Alert>
    );
  }
  if (!quote.data) return <LoadingState>Loading quote...</LoadingState>;

  const data = quote.data;
  const saved = (next: QuoteDetail): void => void quote.mutate(next, { revalidate: false });
  const content: Partial<Record<QuoteTabId, ReactNode>> = {
    basic: <BasicDetailsTab quote={data} onSaved={saved} revalidate={() => quote.mutate()} />,
    premium: <PremiumTab quote={data} revalidate={() => quote.mutate()} />,
    notes: (
      <Suspense fallback={<LoadingState>Loading notes...</LoadingState>}>
        <NotesTab quoteId={data.id} />
      </Suspense>
    ),
    documents: <DocumentsTab quote={data} revalidate={() => quote.mutate()} />,
    history: <HistoryTab quoteId={data.id} />,
  };
  for (const t of quoteTabs) {
    if ('section' in t) content[t.id] = <ProposalSectionTab key={t.section} quote={data} section={t.section} revalidate={() => quote.mutate()} />;
  }
  const items: TabItem[] = quoteTabs.flatMap((t) => (content[t.id] === undefined ? [] : [{ id: t.id, label: t.label, content: content[t.id] }]));

  return (
    <>
      <QuoteHeader quote={data} onBack={() => guard(() => navigate('/quotes'))} revalidate={() => quote.mutate()} />
      <Tabs
        aria-label="Quote sections"
        items={items}
        selectedKey={tab}
        onSelectionChange={(key) => {
          if (key !== tab && isQuoteTab(key)) guard(() => navigate(quoteTabPath(data.id, key)));
        }}
      />
    </>
  );
}
