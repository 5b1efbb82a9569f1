import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The SPA. In development Vite proxies the API to the Fastify server on :3000; in production the
 * server serves `web/dist` itself (history fallback to index.html), so URLs stay same-origin.
 * `API_TARGET` points the proxy at a server on another port.
 */
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/v1': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { '/v1': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
});
