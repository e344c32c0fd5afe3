import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { paymentMessages } from './paymentMessages';
import type { CardToken, ThreeDsDetails } from '@buildcover/api-client';
import {
  loadGatewaySdk,
  type CardFieldsConfig,
  type MountedCardFields,
  type SandboxGatewaySdk,
} from './sandboxGateway';

export type CardFieldsStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SandboxCardFieldsOptions {
  /** The gateway's SDK (`sdk_url` of the payments config); null while unknown. */
  sdkUrl: string | null;
  /** The tokenise config for this payment reference; null while it loads. */
  config: CardFieldsConfig | null;
  /** The card number's first digits, as the customer types (null when they no longer tell). */
  onBin?: (bin: string | null, scheme: string | null) => void;
}

export interface SandboxCardFields {
  /** Attach to the element the hosted fields' iframe goes into. */
  containerRef: RefObject<HTMLDivElement | null>;
  status: CardFieldsStatus;
  /** The spec's message when the SDK could not start. */
  error: string | null;
  /** The gateway's own check of the fields (number, expiry, CVC, name). */
  valid: boolean;
  /** Puts the keyboard focus in the card number field (inside the gateway's iframe). */
  focus(): void;
  /** Asks the iframe to tokenise the card: the page only ever sees the token. */
  tokenize(): Promise<CardToken>;
  /** 3-D Secure for a token (a challenge shows in the gateway's modal). */
  authenticate(accessToken: string, token: string): Promise<ThreeDsDetails>;
}

/**
 * Mounts the sandbox gateway's hosted card fields for one payment reference and unmounts them when
 * the reference changes or the component goes. Card numbers stay inside the gateway's iframe.
 */
export function useSandboxCardFields({ sdkUrl, config, onBin }: SandboxCardFieldsOptions): SandboxCardFields {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const fieldsRef = useRef<MountedCardFields | null>(null);
  const sdkRef = useRef<SandboxGatewaySdk | null>(null);
  const onBinRef = useRef(onBin);
  const [status, setStatus] = useState<CardFieldsStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const [valid, setValid] = useState(false);

  useEffect(() => {
    onBinRef.current = onBin;
  }, [onBin]);

  const reference = config?.reference;
  const verification = config?.verification;
  const amountInCents = config?.amountInCents;

  useEffect(() => {
    if (!sdkUrl || !reference || !verification || amountInCents === undefined) return undefined;
    let cancelled = false;
    setStatus('loading');
    setError(null);
    setValid(false);
    const fail = () => {
      if (cancelled) return;
      setStatus('error');
      setError(paymentMessages.sdkMissing);
    };
    loadGatewaySdk(sdkUrl)
      .then((sdk) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        sdkRef.current = sdk;
        fieldsRef.current = sdk.mountCardFields(container, {
          reference,
          verification,
          amountInCents,
          onBin: (bin, scheme) => onBinRef.current?.(bin, scheme),
          onChange: (state) => {
            if (!cancelled) setValid(state.valid);
          },
          onReady: () => {
            if (!cancelled) setStatus('ready');
          },
        });
      })
      .catch(fail);
    return () => {
      cancelled = true;
      fieldsRef.current?.destroy();
      fieldsRef.current = null;
    };
  }, [sdkUrl, reference, verification, amountInCents]);

  const tokenize = useCallback((): Promise<CardToken> => {
    const fields = fieldsRef.current;
    return fields ? fields.tokenize() : Promise.reject(new Error(paymentMessages.notReady));
  }, []);

  const authenticate = useCallback((accessToken: string, token: string): Promise<ThreeDsDetails> => {
    const sdk = sdkRef.current;
    return sdk ? sdk.authenticate({ accessToken, token }) : Promise.reject(new Error(paymentMessages.notReady));
  }, []);

  const focus = useCallback(() => fieldsRef.current?.focus(), []);

  return { containerRef, status, error, valid, focus, tokenize, authenticate };
}
