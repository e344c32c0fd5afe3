import type { ReactElement } from 'react';
import styled from 'styled-components';
import { broker } from '../content/broker';

// A number read or dialled whole: it never breaks across lines.
const Phone = styled.a`
  white-space: nowrap;
`;

/** The broker's phone number as a link a phone can dial, wherever a page tells the customer to call. */
export function BrokerPhoneLink(): ReactElement {
  return <Phone href={broker.phoneHref}>{broker.phone}</Phone>;
}
