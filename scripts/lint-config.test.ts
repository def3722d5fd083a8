import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Tests the repository's own eslint.config.js: it is copied into a throwaway tree laid out like the repository
 * (client features, server modules and engines, common/), whose small files break one rule each, and linted
 * there through the ESLint Node API. The tree borrows the repository's node_modules through a symlink.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const tsconfig = (include: string[]) =>
  JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'bundler',
      strict: true,
      jsx: 'react-jsx',
      skipLibCheck: true,
      types: [],
      baseUrl: '.',
      paths: { '@common/*': ['./common/*'] },
    },
    include,
  });

const FILES: Record<string, string> = {
  'tsconfig.json': tsconfig(['server', 'common']),
  'client/tsconfig.json': JSON.stringify({
    extends: '../tsconfig.json',
    compilerOptions: { baseUrl: '..' },
    include: ['src', '../common'],
  }),
  'common/limits.ts': 'export const MAX_NAME = 200;\n',
  // A cycle inside common/.
  'common/cycle-a.ts': "import { b } from './cycle-b';\n\nexport const a = (): number => b() + 1;\n",
  'common/cycle-b.ts': "import { a } from './cycle-a';\n\nexport const b = (): number => (a.length > 0 ? 1 : 0);\n",
  // common/ must not import the server.
  'common/uses-server.ts': "import { answer } from '../server/src/lib/answer';\n\nexport const doubled = answer * 2;\n",
  'server/src/lib/answer.ts': 'export const answer = 21;\n',
  // Client: a clean feature file, and a feature importing another feature.
  'client/src/features/visits/utils/visit-label.ts':
    "import { MAX_NAME } from '@common/limits';\n\n" +
    'export function visitLabel(name: string): string {\n  return name.slice(0, MAX_NAME);\n}\n',
  'client/src/features/visits/components/visit-title.tsx':
    "import { visitLabel } from '../utils/visit-label';\n\n" +
    'export function VisitTitle({ name }: { name: string }) {\n  return <h2>{visitLabel(name)}</h2>;\n}\n',
  'client/src/features/patients/components/patient-title.tsx':
    "import { visitLabel } from '../../visits/utils/visit-label';\n\n" +
    'export function PatientTitle({ name }: { name: string }) {\n  return <h2>{visitLabel(name)}</h2>;\n}\n',
  // Server: a module reaching into another module's repository.
  'server/src/modules/users/users.repository.ts':
    'export class UsersRepository {\n  findName(id: number): string {\n    return `user ${id}`;\n  }\n}\n',
  'server/src/modules/visits/visits.service.ts':
    "import type { UsersRepository } from '../users/users.repository';\n\n" +
    'export function providerName(users: UsersRepository, id: number): string {\n  return users.findName(id);\n}\n',
  // Engines: one transcription engine importing another's internals.
  'server/src/engines/transcription/pocketsphinx/hypseg.parser.ts':
    'export function parseHypseg(text: string): string[] {\n  return text.split(/\\s+/);\n}\n',
  'server/src/engines/transcription/openai.engine.ts':
    "import { parseHypseg } from './pocketsphinx/hypseg.parser';\n\nexport const words = parseHypseg('a b');\n",
};

let tree: string;
let results: Map<string, ESLint.LintResult>;

/** The rule ids reported for one fixture file. */
const rulesFor = (file: string) => (results.get(file)?.messages ?? []).map((message) => message.ruleId);

beforeAll(async () => {
  tree = mkdtempSync(path.join(os.tmpdir(), 'cs-lint-config-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    writeFileSync(path.join(tree, file), text);
  }
  copyFileSync(path.join(repoRoot, 'eslint.config.js'), path.join(tree, 'eslint.config.js'));
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(tree, 'node_modules'), 'dir');

  const eslint = new ESLint({ cwd: tree });
  const linted = await eslint.lintFiles(Object.keys(FILES).filter((file) => /\.tsx?$/.test(file)));
  results = new Map(linted.map((result) => [path.relative(tree, result.filePath), result]));
}, 60_000);

afterAll(() => {
  if (tree) rmSync(tree, { recursive: true, force: true });
});

describe('eslint.config.js', () => {
  it('passes a clean feature file, including an @common/* import', () => {
    expect(results.get('client/src/features/visits/utils/visit-label.ts')?.messages).toEqual([]);
    expect(results.get('client/src/features/visits/components/visit-title.tsx')?.messages).toEqual([]);
    expect(results.get('server/src/lib/answer.ts')?.messages).toEqual([]);
  });

  it('reports an import cycle', () => {
    expect(rulesFor('common/cycle-a.ts')).toContain('import-x/no-cycle');
    expect(rulesFor('common/cycle-b.ts')).toContain('import-x/no-cycle');
  });

  it('reports a feature importing another feature', () => {
    const messages = results.get('client/src/features/patients/components/patient-title.tsx')?.messages ?? [];
    expect(messages.map((message) => message.ruleId)).toEqual(['import-x/no-restricted-paths']);
    expect(messages[0]?.message).toMatch(/A feature never imports another feature/);
  });

  it("reports a module importing another module's repository, and common/ importing the server", () => {
    expect(rulesFor('server/src/modules/visits/visits.service.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(rulesFor('common/uses-server.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it("reports an engine importing another engine's internals", () => {
    expect(rulesFor('server/src/engines/transcription/openai.engine.ts')).toEqual(['import-x/no-restricted-paths']);
  });
});
