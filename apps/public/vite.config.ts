import { defineConfig } from 'vite';
import { frontEndConfig } from '../../scripts/vite-app.mjs';

// The public site is served at the root by the Fastify server (npm start, port 3000); each page's
// first paint is prerendered at build time from src/prerender.tsx.
export default defineConfig(frontEndConfig({ app: 'public', base: '/', prerenderEntry: 'src/prerender.tsx' }));
