// Lint with type information: typescript-eslint's strict, type-checked rules
// over the service, its tests, benchmarks and scripts; Prettier owns the layout.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'

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
