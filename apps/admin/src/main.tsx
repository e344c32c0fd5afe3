import { createSessionClient } from '@buildcover/api-client';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, sessionStorageKey } from './App';

// Same-origin API (npm start serves /admin/ and /api/v1/); the staff session lives in localStorage.
const { client, session } = createSessionClient({ baseUrl: '', storageKey: sessionStorageKey });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App client={client} session={session} />
  </StrictMode>
);
// As a transition, the first render runs in slices of a few milliseconds (no long task blocking input).
startTransition(() => {
  // /admin/login's HTML carries the signed-out login form (src/prerender.tsx): taken over when that is
  // what this visit shows. A signed-in visit goes on to another screen, drawn afresh.
  if (root.hasChildNodes() && !session.get().token) {
    hydrateRoot(root, app);
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
});
