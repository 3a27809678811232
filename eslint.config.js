// Lint with type information: typescript-eslint's strict, type-checked rules
// over the service, its tests, benchmarks and scripts; Prettier owns the layout.
import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import tseslint from 'typescript-eslint'
import { readdirSync } from 'node:fs'

// The layers, bottom to top, and what each may import (docs/ARCHITECTURE.md,
// the README of each folder). An import that runs back up fails the lint.
// `config` is src/config.ts, the environment read and checked once at start:
// it imports nothing of src/ and the layers that need it name it. Tests,
// benchmarks and scripts stand outside the layers and may import any of them.
const LAYERS = {
  // Node-free code the service and the console both use.
  shared: ['shared'],
  errors: ['errors', 'shared'],
  store: ['store', 'errors', 'shared', 'config'],
  // Protocols and formats of the outside world other than storage (SMTP, outbound HTTP and DNS,
  // calendars, file formats): told what to do, deciding nothing.
  adapters: ['adapters', 'errors', 'shared', 'config'],
  domain: ['domain', 'adapters', 'store', 'errors', 'shared', 'config'],
  http: ['http', 'mcp', 'domain', 'store', 'errors', 'shared'],
  // The MCP server's tools: each one call of the HTTP API, made by whoever serves them (http/, cli/).
  mcp: ['mcp', 'errors', 'shared'],
  demo: ['demo', 'domain', 'store', 'errors', 'shared', 'config'],
  // Reading documents' text in worker threads: knows the document kinds, nothing of the stores.
  extraction: ['extraction', 'domain', 'errors', 'shared'],
  // Work after a commit: the runner, and the handler of each kind of job (domain functions).
  background: ['background', 'domain', 'store', 'errors', 'shared', 'config'],
  // src/app.ts, src/server.ts, src/logger.ts: the app put together and started.
  main: ['main', 'http', 'background', 'extraction', 'domain', 'store', 'errors', 'shared', 'config'],
  cli: ['cli', 'main', 'mcp', 'demo', 'domain', 'store', 'errors', 'shared', 'config'],
  // The console reads the service only through its HTTP API (the generated client's types) and src/shared/.
  client: ['client'],
  web: ['web', 'client', 'shared'],
}

// The feature folders of src/domain/ (domain/README.md).
const DOMAIN_FEATURES = readdirSync(new URL('src/domain', import.meta.url), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
// Imports the store's one-way rules refuse (the blocks on src/store/ below).
const ENGINE_FOLDERS = {
  regex: '(^|/)(sqlite|postgres)/',
  message:
    'Engine folders are opened by store/database.ts alone; a repository reaches its engine through store/engine.ts (fragmentsOf, writePathsOf).',
}
const NO_REPOSITORY = {
  regex: '(^|/)repositories/',
  message: 'Repositories call the engines, not the other way: what both need belongs in store/sql/.',
}
const NO_ENGINE = {
  regex: '(^|/)engine(\\.js)?$',
  message: "store/sql/ is what the engines build on, and a migration picks its own SQL by the engine's name (engineNameOf) only.",
}
const NO_SHARED_SQL = {
  regex: '(^|/)sql/',
  message: "A migration runs the SQL it was written with, not the shared SQL of today's repositories and engines.",
}

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'client/schema.d.ts', 'data/', 'eslint.config.js'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Fastify plugins and handlers are async by contract (the framework awaits them), await inside or not.
      '@typescript-eslint/require-await': 'off',
      // `() => void x` and `(x) => f(x)` callbacks are plain enough;
      // `return done()` in Fastify's callback hooks likewise.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true, ignoreVoidReturningFunctions: true }],
      // Numbers in messages and paths are what templates are for.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // node:test's describe() and test() return promises the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['describe', 'test', 'it', 'suite'] }] },
      ],
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx', 'web/src/**/*.ts', 'web/src/**/*.tsx', 'client/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: ['tsconfig.json', 'web/tsconfig.json'], noWarnOnMultipleProjects: true } },
      'boundaries/elements': [
        { type: 'shared', pattern: 'src/shared', partialMatch: false },
        { type: 'errors', pattern: 'src/errors', partialMatch: false },
        { type: 'store', pattern: 'src/store', partialMatch: false },
        { type: 'adapters', pattern: 'src/adapters', partialMatch: false },
        { type: 'domain', pattern: 'src/domain', partialMatch: false },
        { type: 'http', pattern: 'src/http', partialMatch: false },
        { type: 'mcp', pattern: 'src/mcp', partialMatch: false },
        { type: 'demo', pattern: 'src/demo', partialMatch: false },
        { type: 'extraction', pattern: 'src/extraction', partialMatch: false },
        { type: 'background', pattern: 'src/background', partialMatch: false },
        { type: 'cli', pattern: 'src/cli', partialMatch: false },
        { type: 'client', pattern: 'client', partialMatch: false },
        { type: 'web', pattern: 'web/src', partialMatch: false },
        // What is left of src/: its top files (app.ts, server.ts, logger.ts; config.ts is told apart below).
        { type: 'main', pattern: 'src', partialMatch: false },
      ],
      'boundaries/files': [{ category: 'config', pattern: 'src/config.ts' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkAllOrigins: true,
          policies: [
            // Packages and Node's modules: any layer (the console's bundler refuses Node's)...
            { allow: { to: { module: { origin: 'external' } } } },
            { allow: { to: { module: { origin: 'core' } } } },
            ...Object.entries(LAYERS).map(([from, to]) => ({
              from: { element: { type: from } },
              allow: { to: { element: { types: { anyOf: to.filter((t) => t !== 'config') } } } },
            })),
            ...Object.entries(LAYERS)
              .filter(([, to]) => to.includes('config'))
              .map(([from]) => ({ from: { element: { type: from } }, allow: { to: { file: { categories: 'config' } } } })),
            // ... but src/shared/ runs in the browser too: no Node module there (policies read last wins).
            { from: { element: { type: 'shared' } }, disallow: { to: { module: { origin: 'core' } } } },
          ],
        },
      ],
    },
  },
  {
    // No import loop anywhere in the service or the console: a loop makes the
    // order of module start-up decide what a module sees, and it is how
    // features grow into each other. Type-only imports are left out (they
    // vanish at run time).
    files: ['src/**/*.ts', 'src/**/*.tsx', 'web/src/**/*.ts', 'web/src/**/*.tsx', 'client/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', 'web/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Each feature folder of src/domain/ is entered by its index.ts alone: what
    // it exports there is what the rest of the service may use of it.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: DOMAIN_FEATURES.map((feature) => ({
            target: ['./src/!(domain)/**', './src/*.ts', './src/domain/*.ts', `./src/domain/!(${feature})/**`],
            from: `./src/domain/${feature}`,
            except: ['./index.ts'],
            message: `Import src/domain/${feature}/index.ts, the feature's one entry.`,
          })),
        },
      ],
    },
  },
  {
    // One home per engine: what differs between SQLite and PostgreSQL lives in
    // src/store/sqlite/ and src/store/postgres/, opened only by the one switch
    // (store/database.ts) and read for error codes by store/db-errors.ts. A
    // repository reaches its engine through its handle (store/engine.ts).
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/store/database.ts', 'src/store/db-errors.ts', 'src/store/sqlite/**', 'src/store/postgres/**', 'src/store/migrations/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ENGINE_FOLDERS] }] },
  },
  {
    // The store one way: tables -> repositories -> engines -> database.ts. The engines and what they
    // build on (store/sql/, store/engine.ts, the rate-limit counters) import no repository, and the
    // shared SQL no engine: a Move or an event never runs repository -> engine -> repository.
    files: ['src/store/sqlite/**/*.ts', 'src/store/postgres/**/*.ts', 'src/store/engine.ts', 'src/store/rate-limit-counters.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_REPOSITORY] }] },
  },
  {
    files: ['src/store/sql/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ENGINE_FOLDERS, NO_REPOSITORY, NO_ENGINE] }] },
  },
  {
    // A migration is frozen once released: it runs the SQL it was written with (its own, or
    // migrations/portable.ts), never today's engines, repositories or shared SQL, which may change.
    files: ['src/store/migrations/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [ENGINE_FOLDERS, NO_REPOSITORY, NO_SHARED_SQL, { ...NO_ENGINE, allowImportNames: ['engineNameOf', 'EngineName'] }] },
      ],
    },
  },
  {
    // The few plain JavaScript files (the bin shim, the test runner, a baseline server) are outside
    // the TypeScript project: linted without type information.
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly', setTimeout: 'readonly' },
    },
  },
  {
    // Tests read JSON answers whose shape they then assert, field by field:
    // typing every answer first would repeat the schemas the service already checks.
    files: ['test/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // A `let` filled by before() is typed as set, yet after() must not fail when before() did.
      '@typescript-eslint/no-unnecessary-condition': 'off',
      // Assertion messages and scratch text take whatever a failing case produced.
      '@typescript-eslint/no-unnecessary-type-conversion': 'off',
      '@typescript-eslint/restrict-plus-operands': 'off',
      '@typescript-eslint/restrict-template-expressions': 'off',
      // Tests set and unset environment variables by name.
      '@typescript-eslint/no-dynamic-delete': 'off',
    },
  },
)
