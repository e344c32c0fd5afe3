import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The public site is served at the root; /api is the Fastify server (npm start, port 3000).
export default defineConfig({
  base: '/',
  plugins: [react()],
  resolve: { conditions: ['@buildcover/source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true },
  // The sandbox gateway's SDK, hosted card fields and API are served by the same server.
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/sandbox-gateway': 'http://127.0.0.1:3000' } },
  preview: { proxy: { '/api': 'http://127.0.0.1:3000', '/sandbox-gateway': 'http://127.0.0.1:3000' } },
});
