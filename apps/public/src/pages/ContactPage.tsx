import type { ReactElement } from 'react';
import { ContactDetails } from '../layout/ContactDetails';
import { Lead, Page } from '../layout/Page';

export function ContactPage(): ReactElement {
  return (
    <Page title="Contact us" heading="Contact us">
      <Lead>Questions about a quote, a referral or your policy? A broker will help.</Lead>
      <ContactDetails />
    </Page>
  );
}
