/**
 * ESLint (flat config): typescript-eslint with type information, the rules of hooks, jsx-a11y,
 * and the import boundaries of docs/architecture.md: no import cycles, and a feature imports only
 * components/, lib/, api/, stores/, config/ and itself (never app/ or another feature).
 */
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Each feature may not import another feature, nor the app that composes them. */
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: ['./src/features', './src/app'],
  except: [`./${feature}`],
  message: 'A feature imports only components/, lib/, api/, stores/, config/ and itself: move shared pieces down.',
}));

/** The shared layers import no feature and no app code. */
const sharedZones = ['components', 'lib', 'api', 'stores', 'config'].map((layer) => ({
  target: `./src/${layer}`,
  from: ['./src/features', './src/app'],
  message: `${layer}/ is shared: it imports no feature and no app code.`,
}));

const apiFiles = ['src/api/**', 'src/app/api/**', 'src/features/*/api/**', 'src/features/*/*/*api.ts'];
const testFiles = ['**/*.test.ts', '**/*.test.tsx'];
const queryRules = [
  {
    selector:
      "CallExpression[callee.name=/^use(Suspense)?Quer(y|ies)$/] > ObjectExpression > Property[key.name='queryKey']",
    message: "Use the endpoint's queryOptions factory (spread it to add options), not a key built in place.",
  },
  {
    selector:
      "CallExpression[callee.property.name=/^(prefetchQuery|fetchQuery|ensureQueryData)$/] > ObjectExpression > Property[key.name='queryKey']",
    message: "Use the endpoint's queryOptions factory, not a key built in place.",
  },
  {
    selector: "Property[key.name='queryKey'] > ArrayExpression",
    message: 'Query keys come from the key helpers (keys.ts), never an array written in place.',
  },
];
const queryOptionsOutsideApi = {
  selector: "CallExpression[callee.name='queryOptions']",
  message: "queryOptions factories live in the endpoint's file (src/api/<domain>/ or a feature's api/).",
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'src/api/schema.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  // The rules of hooks; the React Compiler's own rules are left out (the app does not use it).
  {
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  jsxA11y.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      // Skips type-only imports (the plugin has no option for them): scripts/check-import-cycles.mjs,
      // run by `npm run lint`, checks every import, type-only and dynamic ones included.
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...sharedZones] }],
    },
  },
  // Queries: each endpoint's file (src/api/<domain>/, a feature's api/) builds its query's key and
  // function in one place, a queryOptions factory; everything else uses those and the key helpers
  // (invalidation included), never a key written in place.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...apiFiles, ...testFiles],
    rules: { 'no-restricted-syntax': ['error', ...queryRules, queryOptionsOutsideApi] },
  },
  { files: apiFiles, ignores: testFiles, rules: { 'no-restricted-syntax': ['error', ...queryRules] } },
  // A password input's show-or-hide button is named in the user's language: PasswordField.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/PasswordField.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/core',
              importNames: ['PasswordInput'],
              message: "Use PasswordField (@/components/PasswordField): its button speaks the user's language.",
            },
          ],
        },
      ],
    },
  },
  // Tests hand async functions to APIs that expect promises, whether or not they await.
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  // Playwright fixtures: `use` is Playwright's, and `{}` is how a fixture asks for no other.
  {
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
