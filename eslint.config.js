import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import featureLayers from './web/feature-layers.json' with { type: 'json' };

// Import boundaries (DESIGN §1): domain/ is pure and imports neither side; server/ and web/
// never import each other. Expressed with the core rule so no plugin has to resolve paths.
const importsOf = (...roots) => ({
  patterns: roots.map((root) => ({
    regex: `^(\\.{1,2}/)+(.*/)?${root}(/|$)`,
    message: `This layer must not import ${root}/ (DESIGN §1 boundaries).`,
  })),
});

// Feature layers (web/feature-layers.json, docs/architecture.md): a feature imports only features of
// lower layers, and its neighbours where its layer allows it. scripts/import-graph.test.ts checks
// the same table over the whole graph and also refuses import loops.
const { layers } = featureLayers;
const featureRules = layers.flatMap((layer, at) =>
  layer.features.map((feature) => {
    const above = layers.slice(0, at).flatMap((l) => l.features);
    const beside = layer.sideways ? [] : layer.features.filter((f) => f !== feature);
    const banned = [...above, ...beside];
    const { patterns } = importsOf('server');
    if (banned.length > 0) {
      patterns.push({
        regex: `^(\\.\\./)+(features/)?(${banned.join('|')})(/|$)`,
        message: `web/features/${feature} (${layer.name}) must not import this feature: imports go down the layers of web/feature-layers.json.`,
      });
    }
    return {
      files: [`web/features/${feature}/**/*.{ts,tsx}`],
      rules: { 'no-restricted-imports': ['error', { patterns }] },
    };
  }),
);

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'data/**', 'server/db/migrations/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', importsOf('server', 'web')],
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'domain/ is pure: pass values in.' },
      ],
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
  // The React Compiler's rules (all of the recommended set but the two classic ones) compile every
  // file they see: 65 % of the rules' time. They judge the shop's components; the tests that render
  // them keep the rules of hooks and their dependencies (`eslint .` 67 → 52 CPU-s).
  {
    files: ['web/**/*.test.{ts,tsx}', 'web/test/**/*.{ts,tsx}'],
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.recommended.rules)
        .filter(
          (rule) => !['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps'].includes(rule),
        )
        .map((rule) => [rule, 'off']),
    ),
  },
  ...featureRules,
);
