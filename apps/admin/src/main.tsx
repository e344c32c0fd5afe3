import { createSessionClient } from '@buildcover/api-client';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

// Same-origin API (npm start serves /admin/ and /api/v1/); the staff session lives in localStorage.
const { client, session } = createSessionClient({ baseUrl: '', storageKey: 'buildcover.admin.session' });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// As a transition, the first render runs in slices of a few milliseconds (no long task blocking input).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App client={client} session={session} />
    </StrictMode>,
  );
});
