import { useDashboard } from '@buildcover/api-client';
import {
  dashboardRangeProblem,
  defaultDashboardRange,
  noInsurerMessage,
  todayIso,
  type DashboardRange,
  type DashboardRangeProblem,
} from '@buildcover/domain';
import { Alert, Button, DateField, LoadingState } from '@buildcover/ui';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { Link, useSearchParams } from 'wouter';
import { addInsurerHref } from './insurers/addInsurerHref';

// The figures and their chart library load with the dashboard only, not with the back office.
const DashboardFigures = lazy(() => import('./dashboard/DashboardFigures'));

const Notice = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;
const RangeForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  > div {
    margin-bottom: 0;
  }
  .links {
    margin-inline-start: auto;
    display: flex;
    align-items: center;
    /* As tall as the fields' controls and Show (2.75rem), so its text lines up with theirs. */
    min-height: 2.75rem;
    gap: ${({ theme }) => theme.space[4]};
  }
`;

/** The range in the address bar (`?from=2026-01-01&to=2026-06-30`), so a shared link shows the same figures. */
function useRange(): [DashboardRange, (range: DashboardRange) => void] {
  const [params, setParams] = useSearchParams();
  const fallback = defaultDashboardRange(todayIso());
  const asked = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
  return [dashboardRangeProblem(asked) ? fallback : asked, (range) => setParams({ from: range.from, to: range.to })];
}

/** /admin/dashboard: where staff start the day — the brokerage's figures over a chosen range. */
export function DashboardPage(): ReactElement {
  const [range, setRange] = useRange();
  const [draft, setDraft] = useState(range);
  const [rangeProblem, setRangeProblem] = useState<DashboardRangeProblem>();
  const { data, error, isLoading } = useDashboard(range);

  const apply = () => {
    const problem = dashboardRangeProblem(draft);
    setRangeProblem(problem);
    if (!problem) setRange(draft);
  };

  return (
    <div>
      {data && data.panel.insurers === 0 ? (
        <Notice>
          <Alert tone="warning" title="Every proposal is referred">
            {noInsurerMessage} <Link href={addInsurerHref}>Add Insurer</Link>
          </Alert>
        </Notice>
      ) : null}
      <RangeForm
        aria-label="Date range"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <DateField
          label="From"
          locale="en-AU"
          value={draft.from}
          onChange={(from) => setDraft((d) => ({ ...d, from }))}
          errorMessage={rangeProblem?.field === 'from' ? rangeProblem.message : undefined}
        />
        <DateField
          label="To"
          locale="en-AU"
          value={draft.to}
          onChange={(to) => setDraft((d) => ({ ...d, to }))}
          errorMessage={rangeProblem?.field === 'to' ? rangeProblem.message : undefined}
        />
        <Button type="submit">Show</Button>
        <span className="links">
          <Link href="/outbox">Mail outbox</Link>
        </span>
      </RangeForm>
      {error ? <Alert tone="danger" role="alert" title={`The figures could not be loaded: ${error.message}`} /> : null}
      {isLoading && !data ? <LoadingState>Loading figures...</LoadingState> : null}
      {data ? (
        <Suspense fallback={<LoadingState>Loading charts...</LoadingState>}>
          <DashboardFigures figures={data} />
        </Suspense>
      ) : null}
    </div>
  );
}
