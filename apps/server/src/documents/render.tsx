// The server may run through a loader that compiles JSX the classic way (tsx in a child process): React in scope either way.
import React from 'react';
import {
  broker,
  brokerAddressLine,
  coverStarted,
  formatAud,
  formatDate,
  liabilityLimitLabel,
  premiumChargeLines,
  todayIso,
  toCents,
  type PremiumLine,
} from '@buildcover/domain';
import type { ReactNode } from 'react';
import { premiumTotalOf } from '../repositories/quoteAggregate';
import { documentPage, Facts } from './layout';
import type { PolicyDocumentData } from './load';

export const documentKinds = ['schedule', 'certificate', 'closing', 'invoice'] as const;
export type DocumentKind = (typeof documentKinds)[number];

export const documentTitles: Record<DocumentKind, string> = {
  schedule: 'Policy Schedule',
  certificate: 'Certificate of Currency',
  closing: 'Closing',
  invoice: 'Tax Invoice',
};

type Policy = PolicyDocumentData['policy'];
const cents = (value: string | null | undefined): number => (value ? toCents(value) : 0);
const money = (value: number): string => formatAud(value);
const dash = (value: string | null | undefined): string => (value && value.trim() !== '' ? value : '-');
const yesNo = (value: boolean | null | undefined): string => (value === true ? 'Yes' : value === false ? 'No' : '-');

/** The total the customer pays, as every reader of it asks (repositories/quoteAggregate.ts premiumTotalOf). */
function premiumTotal(data: PolicyDocumentData): number {
  return cents(premiumTotalOf(data));
}

function addressLine(data: PolicyDocumentData): string {
  const a = data.address;
  if (!a) return '-';
  return (
    [a.street, [a.suburb, a.state, a.postcode].filter(Boolean).join(' ')]
      .filter((p) => p && p.trim() !== '')
      .join(', ') || '-'
  );
}

function insuredNames(data: PolicyDocumentData): string {
  return [data.insured.full_name, data.addHolder?.full_name].filter(Boolean).join(' and ');
}

function constructionType(data: PolicyDocumentData): string {
  const cover = data.covers[0];
  if (!cover) return '-';
  return cover.construction_type === 'Other' && cover.construction_type_other
    ? `Other: ${cover.construction_type_other}`
    : dash(cover.construction_type);
}

function period(data: PolicyDocumentData): string {
  const from = data.policy.inception_date ?? data.quote.inception_date;
  const to = data.policy.expiry_date ?? data.quote.end_date;
  return `${formatDate(from)} to ${formatDate(to)} (both days at 4:00 pm local time)`;
}

function InsuredSection({ data }: { data: PolicyDocumentData }) {
  return (
    <>
      <h2>The insured</h2>
      <Facts
        rows={[
          ['Name', insuredNames(data)],
          ['Email', dash(data.insured.email)],
          ['Contact number', dash(data.insured.contact_no)],
          ['ABN', dash(data.insured.abn)],
          ['Client reference', dash(data.insured.wb_code)],
        ]}
      />
    </>
  );
}

function InsurerSection({ data }: { data: PolicyDocumentData }) {
  const i = data.insurer;
  if (!i)
    return (
      <>
        <h2>Insurer</h2>
        <p>No insurer has been selected for this policy.</p>
      </>
    );
  return (
    <>
      <h2>Insurer</h2>
      <Facts
        rows={[
          ['Insurer', i.name],
          ['Underwriter', dash(i.underwriter)],
          ['ABN', dash(i.abn)],
          ['AFSL', dash(i.afsl)],
          ['Product Disclosure Statement', `Version ${dash(i.pds_version)}`],
          ['Financial Services Guide', `Version ${dash(i.fsg_version)}`],
          ['Privacy statement', `Version ${dash(i.privacy_version)}`],
        ]}
      />
    </>
  );
}

function ProjectSection({ data }: { data: PolicyDocumentData }) {
  const p = data.property;
  const rows: [string, string][] = [
    ['Situation', addressLine(data)],
    ['Construction type', constructionType(data)],
    ['Contract value', formatAud(p?.valuation)],
    ['Work already started', yesNo(p?.is_project_work_commenced)],
  ];
  if (p?.is_project_work_commenced) rows.push(['Value of completed work', formatAud(p.completed_work_value)]);
  else
    rows.push([
      'Proposed start date',
      formatDate(p?.proposed_start_date === '1900-01-01' ? null : p?.proposed_start_date),
    ]);
  if (p?.is_mortgage_on_property)
    rows.push(['Interested party (mortgagee)', dash(p.mortgagor === 'Other' ? p.mortgagor_other : p.mortgagor)]);
  return (
    <>
      <h2>The project</h2>
      <Facts rows={rows} />
    </>
  );
}

function CoverSection({ data }: { data: PolicyDocumentData }) {
  const p = data.property;
  const rows: [string, string, string][] = [
    ['Contract works', 'Sum insured', formatAud(p?.valuation)],
    ['Public liability', 'Limit of indemnity', liabilityLimitLabel(data.covers[0]?.cover)],
  ];
  if (p?.insure_existing_structure)
    rows.push(['Existing structures', 'Sum insured', formatAud(p.exs_replacement_value)]);
  return (
    <>
      <h2>Cover</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Section</th>
            <th scope="col">Basis</th>
            <th scope="col" className="num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([section, basis, amount]) => (
            <tr key={section}>
              <td>{section}</td>
              <td>{basis}</td>
              <td className="num">{amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** Premium lines with GST per line, stamp duty and the total; optionally the card surcharge paid. */
function PremiumTable({ data, withSurcharge }: { data: PolicyDocumentData; withSurcharge: boolean }) {
  const policy = data.policy;
  const gstOf = (line: PremiumLine): number => (line.gst ? cents(policy[line.gst]) : 0);
  // The base premium and the lines without GST (stamp duty) always show; the others when they charge something.
  const lines = premiumChargeLines.filter(
    (line) => line.key === 'base' || !line.gst || cents(policy[line.key]) !== 0 || gstOf(line) !== 0,
  );
  const gstTotal = premiumChargeLines.reduce((sum, line) => sum + gstOf(line), 0);
  const total = premiumTotal(data);
  const surcharge = withSurcharge && data.payment ? cents(data.payment.surcharge_amount) : 0;
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" className="num">
            Amount
          </th>
          <th scope="col" className="num">
            GST
          </th>
          <th scope="col" className="num">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => {
          const amount = cents(policy[line.key]);
          const gst = gstOf(line);
          return (
            <tr key={line.key}>
              <td>{line.label}</td>
              <td className="num">{money(amount)}</td>
              <td className="num">{money(gst)}</td>
              <td className="num">{money(amount + gst)}</td>
            </tr>
          );
        })}
        <tr className="total">
          <td>Total premium</td>
          <td className="num" />
          <td className="num">{money(gstTotal)}</td>
          <td className="num">{money(total)}</td>
        </tr>
        {withSurcharge && data.payment ? (
          <>
            <tr>
              <td>{`Card surcharge paid${data.payment.card_scheme ? ` (${data.payment.card_scheme})` : ''}`}</td>
              <td className="num">{money(surcharge)}</td>
              <td className="num">{money(0)}</td>
              <td className="num">{money(surcharge)}</td>
            </tr>
            <tr className="total">
              <td>Total paid</td>
              <td className="num" />
              <td className="num" />
              <td className="num">{money(cents(data.payment.total_amount))}</td>
            </tr>
          </>
        ) : null}
      </tbody>
    </table>
  );
}

/** The insurer's policy number once staff have entered it (a customer is not shown "-" for one), and the quote's reference. */
function reference(data: PolicyDocumentData): [string, string][] {
  const policyNumber = data.policy.num?.trim();
  return [
    ...(policyNumber ? [['Policy number', policyNumber] as [string, string]] : []),
    ['Quote reference', data.quote.ref],
  ];
}

function StandardFooter({ data, issuer }: { data: PolicyDocumentData; issuer: string }) {
  const insurer = data.insurer;
  return (
    <p>{`Issued by ${issuer} on ${formatDate(new Date(), { withTime: true })}. ${
      insurer
        ? `Cover is provided by ${insurer.name} (ABN ${insurer.abn}, AFSL ${insurer.afsl}). Read this document with the Product Disclosure Statement version ${insurer.pds_version} and the Financial Services Guide version ${insurer.fsg_version}.`
        : ''
    } Please check these details and tell us straight away if anything is wrong.`}</p>
  );
}

/** The schedule's and the closing's particulars: insured, project, cover, insurer and the premium. */
function PolicyParticulars({ data }: { data: PolicyDocumentData }) {
  return (
    <>
      <InsuredSection data={data} />
      <ProjectSection data={data} />
      <CoverSection data={data} />
      <InsurerSection data={data} />
      <h2>Premium</h2>
      <PremiumTable data={data} withSurcharge={false} />
    </>
  );
}

function schedule(data: PolicyDocumentData, issuer: string): string {
  return documentPage({
    title: documentTitles.schedule,
    issuer,
    meta: [
      ...reference(data),
      ['Period of insurance', period(data)],
      ['Status', data.policy.status === 'paid' ? 'Paid' : 'Awaiting payment'],
    ],
    body: <PolicyParticulars data={data} />,
    footer: <StandardFooter data={data} issuer={issuer} />,
  });
}

function certificate(data: PolicyDocumentData, issuer: string): string {
  const paid = data.policy.status === 'paid';
  const inception = data.policy.inception_date ?? data.quote.inception_date;
  // Paid cover whose period is still ahead is in place, but not yet current.
  const started = coverStarted({ inception_date: inception }, todayIso());
  let statement: ReactNode;
  if (!paid)
    statement =
      'This policy is not yet paid: this certificate confirms the cover offered and is not evidence of current insurance.';
  else if (started)
    statement = (
      <>
        <span className="stamp">Current</span> This certifies that the policy described below is current for the period
        of insurance shown, subject to its terms, conditions and exclusions.
      </>
    );
  else
    statement = (
      <>
        <span className="stamp">{`Cover starts ${formatDate(inception)}`}</span>
        {` This certifies that the policy described below is in place for the period of insurance shown, starting ${formatDate(inception)}, subject to its terms, conditions and exclusions.`}
      </>
    );
  return documentPage({
    title: documentTitles.certificate,
    issuer,
    meta: [...reference(data), ['Date of issue', formatDate(new Date())]],
    body: (
      <>
        <p>{statement}</p>
        <Facts
          rows={[
            ['Insured', insuredNames(data)],
            ['Situation', addressLine(data)],
            ['Period of insurance', period(data)],
            ['Construction type', constructionType(data)],
            ['Insurer', data.insurer ? `${data.insurer.name} (AFSL ${data.insurer.afsl})` : '-'],
          ]}
        />
        <CoverSection data={data} />
        {data.property?.is_mortgage_on_property ? (
          <p>{`Interested party noted: ${dash(data.property.mortgagor === 'Other' ? data.property.mortgagor_other : data.property.mortgagor)}.`}</p>
        ) : null}
      </>
    ),
    footer: (
      <p>{`This certificate is a summary only; it does not change the policy. The cover is subject to the policy wording in the Product Disclosure Statement${
        data.insurer ? ` version ${data.insurer.pds_version}` : ''
      }. Issued by ${issuer}.`}</p>
    ),
  });
}

function closing(data: PolicyDocumentData, issuer: string): string {
  const policy = data.policy;
  const commissionRows: [string, string][] = [
    [
      'Broker commission',
      `${money(cents(policy.commission))} + GST ${money(cents(policy.commission_gst))}${data.insurer ? ` (${data.insurer.commission}% of base)` : ''}`,
    ],
    [
      'Associate commission',
      `${money(cents(policy.associate_commission))} + GST ${money(cents(policy.associate_commission_gst))}`,
    ],
    [
      'Insurer net premium',
      `${money(cents(policy.insurer_commission))} + GST ${money(cents(policy.insurer_commission_gst))}`,
    ],
  ];
  return documentPage({
    title: documentTitles.closing,
    issuer,
    meta: [...reference(data), ['Period of insurance', period(data)]],
    body: (
      <>
        <p>{`We confirm the placement below with ${data.insurer?.name ?? 'the insurer'} on the terms of the Product Disclosure Statement${
          data.insurer ? ` version ${data.insurer.pds_version}` : ''
        }.`}</p>
        <PolicyParticulars data={data} />
        <h2>Commission and remittance</h2>
        <Facts rows={commissionRows} />
        {data.payment ? (
          <p>{`Paid by the insured on ${formatDate(data.payment.updated_at, { withTime: true })} (transaction ${data.payment.gateway_reference ?? data.payment.id}).`}</p>
        ) : (
          <p>Payment from the insured is outstanding.</p>
        )}
      </>
    ),
    footer: <StandardFooter data={data} issuer={issuer} />,
  });
}

function invoice(data: PolicyDocumentData, issuer: string): string {
  const paid = data.payment;
  return documentPage({
    title: documentTitles.invoice,
    issuer,
    meta: [
      ['Invoice number', `INV-${data.quote.ref}`],
      ...reference(data),
      ['Invoice date', formatDate(paid?.updated_at ?? data.policy.updated_at)],
    ],
    body: (
      <>
        <Facts
          rows={[
            // The supplier of a tax invoice is the broker (the footer's legal name and ABN, reference/broker.ts).
            ['Supplier', `${broker.legalName} (trading as ${broker.tradingName})`],
            ['Supplier ABN', broker.abn],
            ['Supplier address', brokerAddressLine],
            ['Bill to', insuredNames(data)],
            ['ABN', dash(data.insured.abn)],
            ['Email', dash(data.insured.email)],
            ['Insurance', `Owner-builder construction works, ${addressLine(data)}`],
            ['Period of insurance', period(data)],
            ['Insurer', data.insurer ? `${data.insurer.name} (ABN ${data.insurer.abn})` : '-'],
          ]}
        />
        <h2>Charges</h2>
        <PremiumTable data={data} withSurcharge />
        <p>
          {paid ? (
            <>
              <span className="stamp">Paid</span>
              {` ${money(cents(paid.total_amount))} by card ${dash(paid.card_number_mask)} on ${formatDate(paid.updated_at, { withTime: true })}.`}
            </>
          ) : (
            <>
              Amount due: <strong>{money(premiumTotal(data))}</strong> plus any card surcharge shown before you pay.
            </>
          )}
        </p>
        <p className="note">
          GST is charged at 10% on each premium and fee line; stamp duty is not subject to GST. Amounts in Australian
          dollars.
        </p>
      </>
    ),
    footer: <StandardFooter data={data} issuer={issuer} />,
  });
}

const renderers: Record<DocumentKind, (data: PolicyDocumentData, issuer: string) => string> = {
  schedule,
  certificate,
  closing,
  invoice,
};

/** The HTML of one policy document, built from the stored quote, policy, insurer and payment. */
export function renderPolicyDocument(kind: DocumentKind, data: PolicyDocumentData, issuer: string): string {
  return renderers[kind](data, issuer);
}

/** File name for a document attachment: "Policy-Schedule-BC-000123.html". */
export function documentFileName(kind: DocumentKind, data: PolicyDocumentData): string {
  return `${documentTitles[kind].replace(/\s+/g, '-')}-${data.quote.ref.replace(/[^\w-]/g, '')}.html`;
}
