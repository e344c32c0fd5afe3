import { usePaymentsConfig, type TestCard } from '@buildcover/api-client';
import { cardSchemeLabels, groupCardNumber, type CardScheme } from '@buildcover/domain';
import { Alert, Button, DataTable, type DataTableColumn } from '@buildcover/ui';
import type { ReactElement } from 'react';
import { paymentMessages } from './paymentMessages';

const columns: DataTableColumn<TestCard>[] = [
  {
    id: 'number',
    header: 'Card number',
    isRowHeader: true,
    minWidth: '13rem',
    cell: (card) => groupCardNumber(card.number),
  },
  {
    id: 'scheme',
    header: 'Card type',
    minWidth: '8rem',
    cell: (card) => cardSchemeLabels[card.scheme as CardScheme] ?? card.scheme,
  },
  { id: 'description', header: 'What happens', minWidth: '18rem' },
];

/** The sandbox gateway's test cards, as the server lists them (GET /api/v1/payments/config). */
export function TestCardTable(): ReactElement {
  const { data, error, isLoading, mutate } = usePaymentsConfig();
  if (error) {
    return (
      <Alert tone="danger" role="alert" title={paymentMessages.configFailed}>
        <Button size="sm" variant="secondary" onPress={() => void mutate()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <DataTable
      aria-label="Sandbox test cards"
      columns={columns}
      rows={data?.test_cards ?? []}
      getRowId={(card) => card.number}
      isLoading={isLoading}
      loadingText="Loading the test cards..."
      emptyText="This site takes real cards: there are no test cards."
    />
  );
}
