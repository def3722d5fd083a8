#!/usr/bin/env node
// Development: the API server (tsx watch) and Vite's dev server together; Ctrl-C or either one exiting stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const apiPort = process.env.PORT ?? '5000';

const children = [
  {
    name: 'api',
    child: spawn(bin('tsx'), ['watch', '--tsconfig', 'tsconfig.json', 'server/src/main.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_ENV: process.env.NODE_ENV ?? 'development',
        PORT: apiPort,
        HOST: process.env.HOST ?? '127.0.0.1',
      },
      detached: true,
    }),
  },
  {
    name: 'web',
    child: spawn(bin('vite'), ['--config', 'client/vite.config.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, API_URL: `http://127.0.0.1:${apiPort}` },
      detached: true,
    }),
  },
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const { child } of children) {
    if (child.exitCode === null && child.pid) {
      // Each child leads its own process group, so its watchers and workers go too.
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
  setTimeout(() => process.exit(code), 500).unref();
}

for (const { name, child } of children) {
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`[dev] ${name} exited (${signal ?? code}); stopping the other process`);
    stopAll(code ?? 1);
  });
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
process.on('exit', () => stopAll(0));
console.log(`[dev] API on http://127.0.0.1:${apiPort}, web on http://127.0.0.1:5173`);
