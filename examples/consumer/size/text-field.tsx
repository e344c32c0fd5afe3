import { BuildCoverProvider, TextField } from '@buildcover/ui';
import { useState, type ReactElement } from 'react';

/** One TextField, imported from the package root. */
export function Page(): ReactElement {
  const [name, setName] = useState('');
  return (
    <BuildCoverProvider>
      <TextField label="Project name" value={name} onChange={setName} />
    </BuildCoverProvider>
  );
}
