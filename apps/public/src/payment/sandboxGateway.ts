import type { CardToken, ThreeDsDetails } from '@buildcover/api-client';
import { paymentMessages } from './paymentMessages';

/** The tokenise config of POST /payments/config/tokenize (or the demo's), as the SDK takes it. */
export interface CardFieldsConfig {
  reference: string;
  verification: string;
  amountInCents: number;
}

export interface MountedCardFields {
  tokenize(): Promise<CardToken>;
  isValid(): boolean;
  isReady(): boolean;
  focus(): void;
  destroy(): void;
}

/** window.SandboxGateway, as apps/server/public-sandbox/sdk.js defines it. */
export interface SandboxGatewaySdk {
  origin: string;
  mountCardFields(
    container: HTMLElement,
    options: CardFieldsConfig & {
      onBin?: (bin: string | null, scheme: string | null) => void;
      onChange?: (state: { valid: boolean; bin: string | null; scheme: string | null }) => void;
      onReady?: () => void;
    },
  ): MountedCardFields;
  authenticate(input: { accessToken: string; token: string }): Promise<ThreeDsDetails>;
}

declare global {
  interface Window {
    SandboxGateway?: SandboxGatewaySdk;
  }
}

const loading = new Map<string, Promise<SandboxGatewaySdk>>();

/**
 * Loads the gateway's SDK script once per URL and resolves with window.SandboxGateway; rejects with
 * the spec's 'Unable to initialize payment at the moment!' when the script fails or defines nothing.
 */
export function loadGatewaySdk(src: string): Promise<SandboxGatewaySdk> {
  if (window.SandboxGateway) return Promise.resolve(window.SandboxGateway);
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<SandboxGatewaySdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () =>
      window.SandboxGateway ? resolve(window.SandboxGateway) : reject(new Error(paymentMessages.sdkMissing)),
    );
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(paymentMessages.sdkMissing));
    });
    document.head.appendChild(script);
  });
  // A failed load may pass on the next attempt (network blip): forget it.
  promise.catch(() => loading.delete(src));
  loading.set(src, promise);
  return promise;
}
