import { computePremiumBreakdown } from '@buildcover/domain';
import { BuildCoverProvider, PremiumGrid, type PremiumGridInputs } from '@buildcover/ui';
import { useState, type ReactElement } from 'react';

const noAmounts: PremiumGridInputs = {
  base: '',
  fsl: '',
  association_fee: '',
  insurer_fee: '',
  broker_fee: '',
  stamp_duty: '',
};

/** One PremiumGrid with the domain's premium breakdown, imported from the package roots. */
export function Page(): ReactElement {
  const [amounts, setAmounts] = useState(noAmounts);
  return (
    <BuildCoverProvider>
      <PremiumGrid
        title="What you pay"
        value={amounts}
        onChange={setAmounts}
        compute={(inputs) =>
          computePremiumBreakdown({ ...inputs, state: 'NSW', commission_percent: 0, associate_commission_percent: 0 })
        }
        hideCommissions
      />
    </BuildCoverProvider>
  );
}
