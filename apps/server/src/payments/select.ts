import { detectCardScheme, surchargeCents } from '@buildcover/domain';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { PaymentGateway } from './gateway';
import { SandboxGateway } from './sandbox/gateway';

/**
 * The gateway named by PAYMENT_GATEWAY. A production provider is added here as one more case,
 * implementing PaymentGateway; the routes never know which one runs.
 */
export function createPaymentGateway(config: Config, db: Database): PaymentGateway {
  const surcharge = (input: { bin: string; amountCents: number }) => {
    const scheme = detectCardScheme(input.bin);
    return {
      scheme,
      surchargeCents: scheme ? surchargeCents(input.amountCents, scheme, config.payments.surcharge).surcharge : 0,
    };
  };
  switch (config.payments.gateway) {
    case 'sandbox':
      return new SandboxGateway(db, config.jwtSecret, config.payments.merchantName, surcharge);
  }
}
