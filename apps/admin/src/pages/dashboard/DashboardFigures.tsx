import type { Dashboard } from '@buildcover/api-client';
import { formatAud, formatDate, quoteStatusLabel } from '@buildcover/domain';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { PolicyStatusBadge } from '../policies/PolicyStatusBadge';
import { TransactionStatusBadge } from '../transactions/TransactionStatusBadge';
import { BarChart } from './BarChart';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Card = styled.section`
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space[4]};
  min-width: 0;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

// A latest policy or payment on two lines, the link and its status on the first, who and how much on
// the second: on one wrapping line the status badge fell under the row in a half-width card.
const Entry = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: 'link status' 'who amount';
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle};
  > .link { grid-area: link; }
  > .who { grid-area: who; overflow-wrap: anywhere; }
  > .amount { grid-area: amount; justify-self: end; }
  > .status { grid-area: status; justify-self: end; }
`;

function LatestEntry({
  link,
  who,
  amount,
  status,
}: {
  link: ReactElement;
  who: string;
  amount: string;
  status: ReactElement;
}): ReactElement {
  return (
    <Entry>
      <span className="link">{link}</span>
      <span className="who">{who}</span>
      <span className="amount">{amount}</span>
      <span className="status">{status}</span>
    </Entry>
  );
}

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  div {
    background: ${({ theme }) => theme.color.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.color.borderSubtle};
    border-radius: ${({ theme }) => theme.radius.lg};
    padding: ${({ theme }) => theme.space[4]};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const monthLabel = (month: string) =>
  new Date(`${month}-15T00:00:00Z`).toLocaleDateString('en-AU', { month: 'short', year: 'numeric', timeZone: 'UTC' });

function daysSince(iso: string | null): string {
  if (!iso) return '-';
  const days = Math.floor((Date.now() - Date.parse(iso)) / 86_400_000);
  return days < 1 ? 'under a day' : days === 1 ? '1 day' : `${days} days`;
}

/** The dashboard's figures and charts (this module and the chart library load with the dashboard only). */
export default function DashboardFigures({ figures }: { figures: Dashboard }): ReactElement {
  const { quotes, conversion, referrals } = figures;
  return (
    <>
      <Figures aria-label="Key figures">
        <div>
          <dt>Quotes in range</dt>
          <dd data-figure="quotes">{quotes.total.toLocaleString('en-AU')}</dd>
        </div>
        <div>
          <dt>Quoted → paid</dt>
          <dd data-figure="conversion">{conversion.rate === null ? '-' : `${conversion.rate}%`}</dd>
          <dt>
            {conversion.paid.toLocaleString('en-AU')} paid of {conversion.priced.toLocaleString('en-AU')} priced
          </dt>
        </div>
        <div>
          <dt>Premium written</dt>
          <dd data-figure="premium">{formatAud(figures.premium_total)}</dd>
        </div>
        <div>
          <dt>Referrals waiting</dt>
          <dd data-figure="referrals">
            <Link href="/quotes?q=referred">{referrals.total.toLocaleString('en-AU')}</Link>
          </dd>
          <dt>Oldest waiting {daysSince(referrals.oldest_created_at)}</dt>
        </div>
      </Figures>
      <Grid>
        <Card aria-label="Quotes by status">
          <BarChart
            caption="Quotes by status"
            valueHeader="Quotes"
            data={quotes.by_status.map((row) => ({
              key: row.status,
              label: quoteStatusLabel(row.status),
              value: row.count,
              display: row.count.toLocaleString('en-AU'),
            }))}
          />
        </Card>
        <Card aria-label="Premium written per month">
          <BarChart
            caption="Premium written per month"
            valueHeader="Premium"
            data={figures.premium_by_month.map((row) => ({
              key: row.month,
              label: monthLabel(row.month),
              value: Number(row.premium),
              display: formatAud(row.premium),
            }))}
          />
        </Card>
        <Card aria-label="Referrals waiting by age">
          <BarChart
            caption="Referrals waiting, by how long"
            valueHeader="Referrals"
            emptyText="No referral is waiting."
            data={referrals.by_age.map((row) => ({
              key: row.id,
              label: row.label,
              value: row.count,
              display: row.count.toLocaleString('en-AU'),
            }))}
          />
        </Card>
      </Grid>
      <Grid>
        <Card aria-labelledby="latest-policies">
          <h2 id="latest-policies">Latest policies</h2>
          {figures.latest_policies.length === 0 ? <p>No policy yet.</p> : null}
          <ul>
            {figures.latest_policies.map((p) => (
              <LatestEntry
                key={p.id}
                link={<Link href={`/policy/${p.id}`}>{p.num ?? `Policy #${p.id}`}</Link>}
                who={p.full_name}
                amount={p.total_amount ? formatAud(p.total_amount) : '-'}
                status={<PolicyStatusBadge status={p.status} />}
              />
            ))}
          </ul>
        </Card>
        <Card aria-labelledby="latest-payments">
          <h2 id="latest-payments">Latest payments</h2>
          {figures.latest_payments.length === 0 ? <p>No payment yet.</p> : null}
          <ul>
            {figures.latest_payments.map((t) => (
              <LatestEntry
                key={t.id}
                link={<Link href={`/transactions/${t.id}`}>{formatDate(t.created_at, { withTime: true })}</Link>}
                who={t.full_name}
                amount={formatAud(t.total_amount)}
                status={<TransactionStatusBadge status={t.status} />}
              />
            ))}
          </ul>
        </Card>
      </Grid>
    </>
  );
}
