import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = { '@common': fileURLToPath(new URL('./common', import.meta.url)) };
const serverUnit = ['server/**/*.test.ts', 'common/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'];
const intTests = ['server/**/*.int.test.ts'];

/**
 * Projects: unit tests (node), client component tests (happy-dom), and every DB-backed test twice — once on
 * embedded PGlite, once on a real PostgreSQL server (TEST_DATABASE_URL, set by scripts/test.sh).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: serverUnit,
          exclude: [...intTests, 'node_modules/**'],
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['client/src/**/*.test.{ts,tsx}'],
          setupFiles: ['client/src/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int-pglite',
          environment: 'node',
          include: intTests,
          env: { TEST_DB: 'pglite' },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int-postgres',
          environment: 'node',
          include: intTests,
          env: { TEST_DB: 'postgres' },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
