import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { broker } from '../content/broker';
import { Lead, Page } from '../layout/Page';

export function AboutPage(): ReactElement {
  return (
    <Page title="About us" heading="About BuildCover">
      <Lead>
        {broker.tradingName} is an Australian insurance broker for people who build or renovate their own home under an
        owner-builder permit, and for the small builders who work alongside them.
      </Lead>
      <h2>Why we exist</h2>
      <p>
        Most home and contents policies stop covering a house once major building work starts, and lenders, councils and
        certifiers usually ask an owner-builder for proof of construction insurance before work begins. Getting that
        cover used to mean phone calls, paper forms and days of waiting. We ask the questions insurers need once,
        online, and most proposals are priced on the spot.
      </p>
      <h2>How we work</h2>
      <ul>
        <li>We place your cover with Australian-licensed insurers and tell you who the insurer is before you pay.</li>
        <li>Your quote shows the premium, government charges, stamp duty and our fee as separate lines.</li>
        <li>
          When a project needs a closer look — work already started, heritage listing, restumping — a broker reviews it
          and calls you.
        </li>
        <li>Your policy schedule and certificate of currency arrive by e-mail as soon as payment clears.</li>
      </ul>
      <h2>Talk to a broker</h2>
      <p>
        Call us on <a href={broker.phoneHref}>{broker.phone}</a> ({broker.hours}) or see our{' '}
        <Link href="/contact">contact details</Link>.
      </p>
    </Page>
  );
}
