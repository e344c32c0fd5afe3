import { createPublicApiClient } from '@buildcover/api-client';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { readPageData } from './layout/pageData';

// The API is served by the same origin (npm start), or proxied to it by the Vite dev server.
const client = createPublicApiClient({ baseUrl: '' });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App client={client} pageData={readPageData(document)} />
  </StrictMode>
);
// A built page carries its first paint (src/prerender.tsx): take it over instead of painting again.
// The app shell (index.html, for a route the build did not prerender) holds only its note for a
// browser without JavaScript: the app draws that page itself.
// As a transition, React hydrates (or renders) in slices of a few milliseconds and lets the browser
// handle input and paint in between, instead of one long task the customer waits behind.
const carriesPage = [...root.children].some((child) => child.localName !== 'noscript');
startTransition(() => {
  if (carriesPage) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
