import { defineConfig } from 'vite';
import { frontEndConfig } from '../../scripts/vite-app.mjs';

// The back office is served under /admin/ by the same server as the API (npm start, port 3000).
export default defineConfig(frontEndConfig({ app: 'admin', base: '/admin/' }));
