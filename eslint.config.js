// ESLint 9 flat config. `npm run lint` runs it together with `prettier --check .` and knip.
// The dependency-direction zones are explained in DEVELOPERS.md ("Lint, format and boundaries").
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Sub-folders of `dir` (relative to the repo root), read at lint time so a new feature or module is covered. */
function foldersIn(dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const clientFeatures = foldersIn('client/src/features');
const serverModules = foldersIn('server/src/modules');

/** Zones for import-x/no-restricted-paths: files in `target` may not import anything in `from`. */
const boundaryZones = [
  // common/ is shared by both sides and depends on neither.
  { target: 'common', from: ['client', 'server'], message: 'common/ imports nothing from client or server.' },
  { target: 'client', from: 'server', message: 'The client talks to the server over HTTP only.' },
  { target: 'server', from: 'client', message: 'The server never imports client code.' },

  // Client: app → features → components/lib/hooks.
  {
    target: ['client/src/features', 'client/src/components', 'client/src/lib', 'client/src/hooks'],
    from: 'client/src/app',
    message: 'Only app/ composes pages; features and shared code never import app/.',
  },
  {
    target: ['client/src/components', 'client/src/lib', 'client/src/hooks'],
    from: 'client/src/features',
    message: 'Shared components/lib/hooks never import a feature.',
  },
  ...clientFeatures.map((feature) => ({
    target: `client/src/features/${feature}`,
    from: 'client/src/features',
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: compose them in app/, or move shared code to components/ or lib/.',
  })),

  // Server modules: routes → service → repository; a module never reaches into another module's repository.
  {
    target: 'server/src/modules/**/*.repository.ts',
    from: ['server/src/modules/**/*.service.ts', 'server/src/modules/**/*.routes.ts'],
    message: 'A repository sits below services and routes.',
  },
  {
    target: 'server/src/modules/**/*.service.ts',
    from: ['server/src/modules/**/*.routes.ts'],
    message: 'A service never imports routes.',
  },
  {
    target: 'server/src/modules/**/*.routes.ts',
    from: ['server/src/modules/**/*.repository.ts'],
    message: 'Routes call a service; only services use repositories.',
  },
  ...serverModules.map((module) => ({
    target: `server/src/modules/${module}/**`,
    from: serverModules
      .filter((other) => other !== module)
      .map((other) => `server/src/modules/${other}/**/*.repository.ts`),
    message: "A module never imports another module's repository: call that module's service.",
  })),
  {
    target: 'server/src/modules',
    from: [
      'server/src/engines/note/builtin',
      'server/src/engines/note/llm',
      'server/src/engines/transcription/pocketsphinx',
      'server/src/engines/transcription/pocketsphinx.engine.ts',
      'server/src/engines/transcription/openai.engine.ts',
      'server/src/engines/transcription/openai.protocol.ts',
    ],
    message: 'Services use an engine interface; the registry builds the concrete engine.',
  },

  // Engines never import another engine's internals; shared parts live in a folder both use.
  { target: 'server/src/engines/note', from: 'server/src/engines/transcription', message: 'Engines are independent.' },
  { target: 'server/src/engines/transcription', from: 'server/src/engines/note', message: 'Engines are independent.' },
  {
    target: 'server/src/engines/note/llm',
    from: 'server/src/engines/note/builtin',
    message: "The LLM note engine never imports the builtin engine's internals: move shared parts to a shared folder.",
  },
  {
    target: 'server/src/engines/note/builtin',
    from: 'server/src/engines/note/llm',
    message: "The builtin note engine never imports the LLM engine's internals.",
  },
  {
    target: ['server/src/engines/transcription/pocketsphinx', 'server/src/engines/transcription/pocketsphinx.*.ts'],
    from: ['server/src/engines/transcription/openai.engine.ts', 'server/src/engines/transcription/openai.protocol.ts'],
    message: "The pocketsphinx engine never imports the OpenAI engine's internals.",
  },
  {
    target: 'server/src/engines/transcription/openai.*.ts',
    from: ['server/src/engines/transcription/pocketsphinx', 'server/src/engines/transcription/pocketsphinx.engine.ts'],
    message: "The OpenAI engine never imports the pocketsphinx engine's internals.",
  },
];

const typeScriptFiles = ['**/*.ts', '**/*.tsx'];
const clientFiles = ['client/src/**/*.{ts,tsx}'];
const testFiles = ['**/*.test.{ts,tsx}', '**/*.test-helper.ts', '**/test/**/*.{ts,tsx}', 'e2e/**/*.ts'];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'coverage/',
      'data/',
      '.tmp/',
      'test-results/',
      'playwright-report/',
      'screenshots/',
      'server/drizzle/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },

  // TypeScript everywhere: type-aware recommended rules through the project service (nearest tsconfig.json).
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: typeScriptFiles })),
  {
    files: typeScriptFiles,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Files no tsconfig.json includes are checked with the tsconfig that type-checks them in `npm run typecheck`.
  {
    files: ['client/src/**/*.test.{ts,tsx}', 'client/src/test/**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: false, project: './client/tsconfig.test.json', tsconfigRootDir: root },
    },
  },
  {
    files: ['client/vite.config.ts'],
    languageOptions: {
      parserOptions: { projectService: false, project: './client/tsconfig.node.json', tsconfigRootDir: root },
    },
  },

  // Client: React hooks rules and accessibility.
  {
    ...reactHooks.configs.flat['recommended-latest'],
    files: clientFiles,
    languageOptions: { globals: globals.browser },
  },
  {
    ...jsxA11y.flatConfigs.recommended,
    files: clientFiles,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // `role` on our own components is the user's clinical role (doctor, medical_assistant), not an ARIA role.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
      // A scrollable list is a named region that keyboard users must be able to focus to scroll (WCAG 2.1.1).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },

  // Import cycles and dependency direction for client, server, common (and what imports them).
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads only .js dependencies and no-cycle silently sees no TypeScript imports.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'client/tsconfig.json'].map((file) => path.join(root, file)),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
    },
  },

  // A string-keyed object literal answers inherited names (TABLE['constructor'] is Object's constructor), so a
  // transcript saying "constructor" once crashed the note engine. Server tables are built with lookupTable().
  {
    files: ['server/src/**/*.ts'],
    ignores: testFiles,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "VariableDeclarator[init.type='ObjectExpression'][init.properties.length>0] > Identifier > TSTypeAnnotation TSTypeReference[typeName.name='Record'] > TSTypeParameterInstantiation > TSStringKeyword:first-child",
          message: 'Build a string-keyed table with lookupTable() (server/src/lib/lookup-table.ts) or use a Map.',
        },
        {
          // lookupTable() freezes its table; typed as a mutable Record, a write would type-check and throw.
          selector:
            "VariableDeclarator[init.callee.name='lookupTable'] > Identifier > TSTypeAnnotation > TSTypeReference[typeName.name='Record']",
          message: 'A lookupTable() is frozen: type it Readonly<Record<string, …>>.',
        },
      ],
    },
  },

  // Tests: `async () => value` is how a test stands in for an async dependency (a job, a request builder, a
  // mocked fetch), so an async function without await is intended there; vitest's `expect(mock.method)` passes
  // methods unbound on purpose.
  {
    files: testFiles,
    rules: {
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },

  // Plain JavaScript (scripts/*.mjs, this file) has no type information.
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
);
