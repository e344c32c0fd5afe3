import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { Lead, Page } from '../layout/Page';

export function ProductsPage(): ReactElement {
  return (
    <Page title="Products" heading="Our products">
      <Lead>One policy for the building project, from the day work starts until practical completion.</Lead>
      <h2>Owner-builder construction insurance</h2>
      <p>
        For owner-builders building a new home, adding an extension, alterations or a granny flat, or doing a major
        renovation. The policy has two parts:
      </p>
      <ul>
        <li>
          <strong>Contract works</strong> — loss or damage to the works, materials on site and temporary works from
          fire, storm, flood, theft, malicious damage and accidental damage, up to the value of the construction work.
        </li>
        <li>
          <strong>Public liability</strong> — your legal liability for injury to other people or damage to their
          property caused by the work. Limits of $5 million, $10 million or $20 million; $5 million is usual for a home,
          and a certifier, council or lender may ask for more.
        </li>
      </ul>
      <p>
        You can also insure the existing structure when you are extending or renovating, so the house you already have
        is covered alongside the new work.
      </p>
      <h2>What we cannot cover online</h2>
      <ul>
        <li>
          Swimming-pool-only contracts: owner-builder insurance does not cover swimming pool work or installation on its
          own.
        </li>
        <li>Asbestos removal work.</li>
        <li>House raising, restumping or relocating until the home is on permanent footings or slabs.</li>
      </ul>
      <p>
        Projects with work already under way, heritage listing, piling or deep excavation are reviewed by a broker, who
        will contact you with terms.
      </p>
      <h2>Before you buy</h2>
      <p>
        Read the insurer's Product Disclosure Statement, shown with your quote, to check the cover, exclusions and
        excess suit you. <Link href="/">Start a quote</Link> — it takes about ten minutes.
      </p>
    </Page>
  );
}
