// Bundles the server into dist/server/main.js (dependencies stay external) and copies what it reads at run time.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: { main: 'server/src/main.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
cpSync('server/drizzle', 'dist/server/drizzle', { recursive: true });
// The clinical vocabulary and corpus are read at run time relative to the module (`./data/`), which in the
// bundle is dist/server/data.
cpSync('server/src/engines/transcription/pocketsphinx/data', 'dist/server/data', { recursive: true });
// The common-passwords list is read the same way (modules/auth/data in the source tree).
cpSync('server/src/modules/auth/data/common-passwords.txt', 'dist/server/data/common-passwords.txt');
console.log('server built: dist/server/main.js');
