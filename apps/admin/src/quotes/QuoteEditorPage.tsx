import { canEditQuotes, isApiError, staffRoleOf, useAuth, useQuote, type QuoteDetail } from '@buildcover/api-client';
import { backOfficeMessages } from '@buildcover/domain';
import { Alert, Button, lazyComponent, LoadingState, Tabs, type TabItem } from '@buildcover/ui';
import { Suspense, useEffect, type ReactElement, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { preloadScreenOf } from '../preloadScreen';
import { BasicDetailsTab } from './basic/BasicDetailsTab';
import { EditSessionProvider, useEditSession } from './EditSession';
import { QuoteHeader } from './QuoteHeader';
import { defaultQuoteTab, isQuoteTab, quoteTabPath, quoteTabs, type QuoteTabId } from './quoteTabs';

// A quote opens on Basic Details; every other tab's code loads when that tab is chosen (or pointed
// at or focused: Tabs' onTabIntent), not with every quote. The proposal's schemas (zod) and the premium grid
// are in them, and the notes editor (Tiptap, ProseMirror, DOMPurify) is most of this screen's code.
const PremiumTab = lazyComponent(() => import('./premium/PremiumTab'), 'PremiumTab');
const ProposalSectionTab = lazyComponent(() => import('./sections/ProposalSectionTab'), 'ProposalSectionTab');
const NotesTab = lazyComponent(() => import('./notes/NotesTab'), 'NotesTab');
const DocumentsTab = lazyComponent(() => import('./documents/DocumentsTab'), 'DocumentsTab');
const HistoryTab = lazyComponent(() => import('./history/HistoryTab'), 'HistoryTab');

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
  const revalidate = () => quote.mutate();
  const content: Partial<Record<QuoteTabId, ReactNode>> = {
    basic: <BasicDetailsTab quote={data} onSaved={saved} revalidate={revalidate} />,
    premium: <PremiumTab quote={data} revalidate={revalidate} />,
    notes: <NotesTab quoteId={data.id} />,
    documents: <DocumentsTab quote={data} revalidate={revalidate} />,
    history: <HistoryTab quoteId={data.id} />,
  };
  for (const t of quoteTabs) {
    if ('section' in t)
      content[t.id] = <ProposalSectionTab key={t.section} quote={data} section={t.section} revalidate={revalidate} />;
  }
  const items: TabItem[] = quoteTabs.map((t) => ({
    id: t.id,
    label: t.label,
    content: (
      <Suspense fallback={<LoadingState>Loading {t.label.toLowerCase()}...</LoadingState>}>{content[t.id]}</Suspense>
    ),
  }));

  return (
    <>
      <QuoteHeader quote={data} onBack={() => guard(() => navigate('/quotes'))} revalidate={revalidate} />
      <Tabs
        aria-label="Quote sections"
        items={items}
        selectedKey={tab}
        onTabIntent={(key) => {
          if (isQuoteTab(key)) preloadScreenOf(content[key]);
        }}
        onSelectionChange={(key) => {
          if (key !== tab && isQuoteTab(key)) guard(() => navigate(quoteTabPath(data.id, key)));
        }}
      />
    </>
  );
}
