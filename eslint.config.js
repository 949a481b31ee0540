import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries (DESIGN §1): domain/ is pure and imports neither side; server/ and web/
// never import each other. Expressed with the core rule so no plugin has to resolve paths.
const importsOf = (...roots) => ({
  patterns: roots.map((root) => ({
    regex: `^(\\.{1,2}/)+(.*/)?${root}(/|$)`,
    message: `This layer must not import ${root}/ (DESIGN §1 boundaries).`,
  })),
});

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'data/**', 'server/db/migrations/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', importsOf('server', 'web')],
      'no-restricted-globals': ['error', { name: 'process', message: 'domain/ is pure: pass values in.' }],
    },
  },
  { files: ['server/**/*.ts'], rules: { 'no-restricted-imports': ['error', importsOf('web')] } },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', importsOf('server')],
    },
  },
);
