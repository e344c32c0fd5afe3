import { BuildCoverProvider, CurrencyInput } from '@buildcover/ui';
import { useState, type ReactElement } from 'react';

/** One CurrencyInput, imported from the package root. */
export function Page(): ReactElement {
  const [amount, setAmount] = useState('');
  return (
    <BuildCoverProvider>
      <CurrencyInput label="Contract value" value={amount} onChange={setAmount} />
    </BuildCoverProvider>
  );
}
