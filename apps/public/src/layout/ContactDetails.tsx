import type { ReactElement } from 'react';
import styled from 'styled-components';
import { broker } from '../content/broker';
import { BrokerPhoneLink } from './BrokerPhoneLink';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  dt { font-weight: ${({ theme }) => theme.font.weight.bold}; }
  dd { margin: 0; }
  address { font-style: normal; }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: 1fr;
    dd { margin-bottom: ${({ theme }) => theme.space[2]}; }
  }
`;

/** Phone, e-mail, street address and hours, as the contact page and the header's modal show them. */
export function ContactDetails(): ReactElement {
  const { address } = broker;
  return (
    <List>
      <dt>Phone</dt>
      <dd>
        <BrokerPhoneLink />
      </dd>
      <dt>Email</dt>
      <dd>
        <a href={`mailto:${broker.email}`}>{broker.email}</a>
      </dd>
      <dt>Address</dt>
      <dd>
        <address>
          {broker.legalName}
          <br />
          {address.street}
          <br />
          {address.suburb} {address.state} {address.postcode}
        </address>
      </dd>
      <dt>Hours</dt>
      <dd>{broker.hours}</dd>
    </List>
  );
}
