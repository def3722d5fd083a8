import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const clientRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** The API server the dev server forwards `/api` to (scripts/dev.mjs starts it on this port). */
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:5000';

export default defineConfig({
  root: clientRoot,
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@common': `${repoRoot}common` },
  },
  build: {
    outDir: `${repoRoot}dist/client`,
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Third-party code changes less often than ours: a separate chunk stays cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'vendor', test: /node_modules/ },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
});
