import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { Page } from '../layout/Page';

export function NotFoundPage(): ReactElement {
  return (
    <Page title="Page not found" heading="Page not found">
      <p>The address may be mistyped, or the page has moved.</p>
      <p>
        <Link href="/">Go to the quote form</Link> or <Link href="/contact">contact us</Link>.
      </p>
    </Page>
  );
}
