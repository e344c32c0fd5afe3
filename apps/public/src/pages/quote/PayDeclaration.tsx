import { consentWarningMs, payScreenMessages } from '@buildcover/domain';
import { Button, Checkbox, NeedsJavaScript } from '@buildcover/ui';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import styled from 'styled-components';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: start;
  margin-top: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  > h2 { font-size: ${({ theme }) => theme.font.size.xl}; margin: 0; }
`;

export const declarationText =
  'I have read the Product Disclosure Statement and the Financial Services Guide. I declare that the answers in my proposal are true and complete, and I agree to pay the premium shown, plus the card surcharge shown before I pay, for this cover.';

/**
 * The consent (declaration) and Pay (public-site §2, §4 step 1): Pay without consent shows 'Please
 * confirm your consent' for 3 seconds and moves focus to the box.
 */
export interface PayDeclarationProps {
  onPay: () => void;
  isDisabled?: boolean;
  /** The customer is at the declaration (pointer or focus in it): the moment to start loading the payment page's code. */
  onPayIntent?: () => void;
}

export function PayDeclaration({ onPay, isDisabled = false, onPayIntent }: PayDeclarationProps): ReactElement {
  const [consent, setConsent] = useState(false);
  const [warning, setWarning] = useState(false);
  const box = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!warning) return undefined;
    const timer = setTimeout(() => setWarning(false), consentWarningMs);
    return () => clearTimeout(timer);
  }, [warning]);

  const pay = () => {
    if (isDisabled) return;
    if (!consent) {
      setWarning(true);
      box.current?.focus();
      return;
    }
    onPay();
  };

  return (
    <Box
      aria-labelledby="declaration-heading"
      onPointerEnter={isDisabled ? undefined : onPayIntent}
      onFocus={isDisabled ? undefined : onPayIntent}
    >
      <h2 id="declaration-heading">Declaration</h2>
      {isDisabled ? null : (
        <NeedsJavaScript title="Turn on JavaScript to pay">
          Paying by card, with your bank&apos;s 3-D Secure check, needs JavaScript. Turn it on in your browser&apos;s
          settings and reload this page.
        </NeedsJavaScript>
      )}
      <Checkbox
        ref={box}
        name="consent"
        label={declarationText}
        value={consent}
        onChange={(next) => {
          setConsent(next);
          if (next) setWarning(false);
        }}
        isDisabled={isDisabled}
        errorMessage={warning ? payScreenMessages.consentMissing : undefined}
      />
      <Button variant="primary" size="lg" isDisabled={isDisabled} onPress={pay}>
        Pay
      </Button>
    </Box>
  );
}
