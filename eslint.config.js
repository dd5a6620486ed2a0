import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// `no-restricted-imports` options replace each other across blocks: a narrower block spreads
// the wider block's patterns into its own so that files keep every ban that applies to them.
const SERVER_NEVER_IMPORTS_WEB = { group: ['**/web/**', '@zhihang/web*'], message: 'server never imports web code' };
const WEB_NEVER_IMPORTS_SERVER = {
  group: ['**/server/**', '@zhihang/server*'],
  message: 'web never imports server code',
};
/**
 * web/src/app is the web's root (router, bootstrap): it imports every page, so nothing but
 * web/src/main.tsx imports it. Pages, modules, the shell and the base (`web/src/base/`,
 * `web/src/components/`) import the base only.
 */
const WEB_ROOT = {
  group: ['**/app/*', '**/app/**'],
  message: 'only web/src/main.tsx imports the root (web/src/app); import the base (web/src/base) instead',
};
/** From server/src/modules/X (or a folder inside it) to another module's repository. */
const OTHER_MODULES_REPOSITORY = {
  group: ['../*/*.repository*', '../../*/*.repository*'],
  message: "a module calls another module's service, never its repository",
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/web/**', '@zhihang/server*', '@zhihang/web*'],
              message: 'contract imports neither server nor web',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_NEVER_IMPORTS_WEB] }] },
  },
  {
    files: ['server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SERVER_NEVER_IMPORTS_WEB, OTHER_MODULES_REPOSITORY] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [WEB_NEVER_IMPORTS_SERVER] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/app/**', 'web/src/main.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [WEB_NEVER_IMPORTS_SERVER, WEB_ROOT] }] },
  },
  {
    files: ['web/src/mobile/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'antd', message: 'the mobile area uses antd-mobile only' }],
          patterns: [
            WEB_NEVER_IMPORTS_SERVER,
            WEB_ROOT,
            { group: ['antd/*', 'echarts', 'echarts/*'], message: 'the mobile area uses antd-mobile only' },
          ],
        },
      ],
    },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
  // Plan operations stay short functions over their dependencies (issue #27), not steps of one long factory.
  {
    files: ['server/src/modules/plans/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
);
