import type { ReactElement } from 'react';
import { broker } from '../content/broker';

/** The broker's phone number as a link a phone can dial, wherever a page tells the customer to call. */
export function BrokerPhoneLink(): ReactElement {
  return <a href={broker.phoneHref}>{broker.phone}</a>;
}
