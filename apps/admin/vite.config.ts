import { defineConfig } from 'vite';
import { frontEndConfig } from '../../scripts/vite-app.mjs';

// The back office is served under /admin/ by the same server as the API (npm start, port 3000); the
// login page's first paint is prerendered at build time from src/prerender.tsx.
export default defineConfig(frontEndConfig({ app: 'admin', base: '/admin/', prerenderEntry: 'src/prerender.tsx' }));
