// The server may run through a loader that compiles JSX the classic way (tsx in a child process): React in scope either way.
import React from 'react';
import { formatAud, formatDate, toCents } from '@buildcover/domain';
import type { CSSProperties, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PolicyDocumentData } from '../documents/load';
import { premiumTotalOf, type QuoteAggregate } from '../repositories/quoteAggregate';

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

const bodyStyle: CSSProperties = {
  fontFamily: 'Arial,Helvetica,sans-serif',
  fontSize: '15px',
  lineHeight: 1.5,
  color: '#111827',
};
const buttonStyle: CSSProperties = {
  display: 'inline-block',
  background: '#1d4ed8',
  color: '#ffffff',
  padding: '10px 18px',
  borderRadius: '6px',
  textDecoration: 'none',
  fontWeight: 'bold',
};

/** The e-mail's page; React escapes every value, and inline styles because mail clients drop style sheets. */
function wrap(title: string, body: ReactNode, sender: string): string {
  return `<!doctype html>${renderToStaticMarkup(
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <title>{title}</title>
      </head>
      <body style={bodyStyle}>
        <div style={{ maxWidth: '600px', margin: '0 auto', padding: '16px' }}>
          <h1 style={{ fontSize: '20px', color: '#1e3a8a' }}>{title}</h1>
          {body}
          <p style={{ color: '#4b5563', fontSize: '13px', marginTop: '24px' }}>{sender}</p>
        </div>
      </body>
    </html>,
  )}`;
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <tr>
      <td style={{ padding: '4px 12px 4px 0' }}>{label}</td>
      <td style={{ padding: '4px 0', textAlign: 'right', fontWeight: strong ? 'bold' : undefined }}>{value}</td>
    </tr>
  );
}

function LinkButton({ href, children }: { href: string; children: string }) {
  return (
    <>
      <p>
        <a href={href} style={buttonStyle}>
          {children}
        </a>
      </p>
      <p>
        Or open this link: <span style={{ wordBreak: 'break-all' }}>{href}</span>
      </p>
    </>
  );
}

/** The payment link staff send from the quote (back-office: Payment Link). */
export function paymentLinkMail(data: QuoteAggregate, link: string, sender: string): MailContent {
  const premium = premiumTotalOf(data);
  const subject = `Your BuildCover quote ${data.quote.ref} is ready to pay`;
  const body = (
    <>
      <p>{`Dear ${data.insured.full_name},`}</p>
      <p>
        Your owner-builder insurance quote <strong>{data.quote.ref}</strong>
        {data.insurer ? ` with ${data.insurer.name}` : ''} is ready. The premium is{' '}
        <strong>{formatAud(premium)}</strong> (a card surcharge, if any, is shown before you pay).
      </p>
      <p>{`Cover starts on ${formatDate(data.policy?.inception_date ?? data.quote.inception_date)}. Payment must be made before then.`}</p>
      <LinkButton href={link}>Review and pay your quote</LinkButton>
      <p>{`Please read the Product Disclosure Statement${data.insurer ? ` (version ${data.insurer.pds_version})` : ''} before you pay.`}</p>
    </>
  );
  const text = [
    `Dear ${data.insured.full_name},`,
    '',
    `Your owner-builder insurance quote ${data.quote.ref} is ready. The premium is ${formatAud(premium)} (a card surcharge, if any, is shown before you pay).`,
    `Cover starts on ${formatDate(data.policy?.inception_date ?? data.quote.inception_date)}. Payment must be made before then.`,
    '',
    `Review and pay your quote: ${link}`,
    '',
    sender,
  ].join('\n');
  return { subject, html: wrap('Your quote is ready to pay', body, sender), text };
}

/** The receipt after a successful payment; the card surcharge is its own line. */
export function receiptMail(data: PolicyDocumentData, sender: string): MailContent {
  const payment = data.payment!;
  const subject = `Payment receipt for ${data.quote.ref}`;
  const lines: [string, string][] = [
    ['Premium', formatAud(payment.amount)],
    [`Card surcharge${payment.card_scheme ? ` (${payment.card_scheme})` : ''}`, formatAud(payment.surcharge_amount)],
  ];
  const body = (
    <>
      <p>{`Dear ${data.insured.full_name},`}</p>
      <p>
        Thank you. We have received your payment for quote <strong>{data.quote.ref}</strong>
        {data.policy.num ? ` (policy ${data.policy.num})` : ''}.
      </p>
      <table style={{ borderCollapse: 'collapse', minWidth: '320px' }}>
        <tbody>
          {lines.map(([label, value]) => (
            <Row key={label} label={label} value={value} />
          ))}
          <Row label="Total paid" value={formatAud(payment.total_amount)} strong />
        </tbody>
      </table>
      <p>{`Paid by card ${payment.card_number_mask ?? ''} on ${formatDate(payment.updated_at, { withTime: true })}. Transaction reference: ${payment.gateway_reference ?? String(payment.id)}.`}</p>
      <p>Your policy documents will follow by e-mail.</p>
    </>
  );
  const text = [
    `Dear ${data.insured.full_name},`,
    '',
    `Thank you. We have received your payment for quote ${data.quote.ref}.`,
    ...lines.map(([label, value]) => `${label}: ${value}`),
    `Total paid: ${formatAud(payment.total_amount)}`,
    `Paid by card ${payment.card_number_mask ?? ''} on ${formatDate(payment.updated_at, { withTime: true })}. Transaction reference: ${payment.gateway_reference ?? payment.id}.`,
    '',
    sender,
  ].join('\n');
  // Sanity: the lines always add up to the total shown.
  if (toCents(payment.amount) + toCents(payment.surcharge_amount) !== toCents(payment.total_amount))
    throw new Error(`payment ${payment.id}: lines do not add up to the total`);
  return { subject, html: wrap('Payment receipt', body, sender), text };
}

/** The covering e-mail for the policy documents (schedule, certificate of currency, invoice attached). */
export function policyDocumentsMail(data: PolicyDocumentData, attachmentNames: string[], sender: string): MailContent {
  const subject = `Your policy documents for ${data.quote.ref}`;
  const body = (
    <>
      <p>{`Dear ${data.insured.full_name},`}</p>
      <p>
        Please find attached your policy documents for quote <strong>{data.quote.ref}</strong>
        {data.policy.num ? ` (policy ${data.policy.num})` : ''}
        {data.insurer ? `, insured with ${data.insurer.name}` : ''}:
      </p>
      <ul>
        {attachmentNames.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <p>{`Period of insurance: ${formatDate(data.policy.inception_date ?? data.quote.inception_date)} to ${formatDate(data.policy.expiry_date ?? data.quote.end_date)}.`}</p>
      <p>{`Please check the details and keep these documents with the Product Disclosure Statement${data.insurer ? ` (version ${data.insurer.pds_version})` : ''}.`}</p>
    </>
  );
  const text = [
    `Dear ${data.insured.full_name},`,
    '',
    `Please find attached your policy documents for quote ${data.quote.ref}:`,
    ...attachmentNames.map((name) => `- ${name}`),
    '',
    sender,
  ].join('\n');
  return { subject, html: wrap('Your policy documents', body, sender), text };
}

/** 'Save and finish later': the link that opens the saved proposal on any device, and until when. */
export function resumeLinkMail(link: string, expiresAt: Date, sender: string): MailContent {
  const until = formatDate(expiresAt, { withTime: true });
  const subject = 'Your saved BuildCover quote proposal';
  const body = (
    <>
      <p>Hello,</p>
      <p>Your answers and uploaded files are saved. Open this link on any device to carry on where you left off:</p>
      <LinkButton href={link}>Continue my quote</LinkButton>
      <p>{`The link works until ${until} (Sydney time). After that the saved answers and files are deleted and you would need to start again.`}</p>
      <p>
        Anyone with this link can see your answers, so please do not forward it. If you did not ask for this e-mail, you
        can ignore it.
      </p>
    </>
  );
  const text = [
    'Hello,',
    '',
    'Your answers and uploaded files are saved. Open this link on any device to carry on where you left off:',
    link,
    '',
    `The link works until ${until} (Sydney time). After that the saved answers and files are deleted and you would need to start again.`,
    'Anyone with this link can see your answers, so please do not forward it. If you did not ask for this e-mail, you can ignore it.',
    '',
    sender,
  ].join('\n');
  return { subject, html: wrap('Your proposal is saved', body, sender), text };
}
