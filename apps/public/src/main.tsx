import { createApiClient } from '@buildcover/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

// The API is served by the same origin (npm start), or proxied to it by the Vite dev server.
const client = createApiClient({ baseUrl: '' });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
);
