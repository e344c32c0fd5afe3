import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The back office is served under /admin/ by the same server as the API (npm start, port 3000).
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: { conditions: ['@buildcover/source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true },
  // The sandbox gateway's SDK, hosted card fields and API are served by the same server.
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/sandbox-gateway': 'http://127.0.0.1:3000' } },
  preview: { proxy: { '/api': 'http://127.0.0.1:3000', '/sandbox-gateway': 'http://127.0.0.1:3000' } },
});
