import { BuildCoverProvider, YesNoQuestion } from '@buildcover/ui';
import { useState, type ReactElement } from 'react';
import type { YesNo } from '@buildcover/domain';

/** One YesNoQuestion, imported from the package root. */
export function Page(): ReactElement {
  const [answer, setAnswer] = useState<YesNo>('');
  return (
    <BuildCoverProvider>
      <YesNoQuestion label="Does the work involve excavation?" value={answer} onChange={setAnswer} />
    </BuildCoverProvider>
  );
}
