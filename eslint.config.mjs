// Boundaries are lint rules, not prose: remotes never import each other or the shell,
// apps import shared packages only through their package exports, shared never imports apps,
// the API never imports front-end code.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { apiModulesPlugin } from './infra/api/lint/rules.mjs';

const deepImport = {
  group: ['@floorhire/*/*', '!@floorhire/contract/testing'],
  message: 'Import shared packages only through their package exports.',
};
// One shared, tree-shaken copy of Chakra: apps reach it only through @floorhire/ui (ADR 140).
const chakraDirect = { name: '@chakra-ui/react', message: 'Import UI components from @floorhire/ui (the one shared, tree-shaken copy of Chakra).' };
const relativeEscape = (what) => ({
  group: [`**/${what}/**`, `**/${what}`],
  message: `Do not reach into ${what}/ by path; use a shared package or the event bus.`,
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/test-results/**', '**/playwright-report/**', 'bench/results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { paths: [chakraDirect], patterns: [deepImport] }],
    },
  },
  {
    files: ['**/*.tsx', 'shell/**/*.ts', 'remotes/**/*.ts', 'shared/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['remotes/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@floorhire/shell', message: 'A remote never imports the shell.' }, chakraDirect],
          patterns: [
            deepImport,
            { group: ['@floorhire/remote-*'], message: 'A remote never imports another remote; use the event bus or navigation.' },
            relativeEscape('shell'),
            { group: ['../../../*', '../../../../*'], message: 'Stay inside this remote; share through shared/* packages.' },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@floorhire/shell', message: 'Shared packages never import apps.' },
            { name: '@floorhire/api', message: 'Shared packages never import apps.' },
            { name: '@floorhire/server', message: 'Shared packages never import apps.' },
            chakraDirect,
          ],
          patterns: [
            deepImport,
            { group: ['@floorhire/remote-*'], message: 'Shared packages never import apps.' },
            relativeEscape('shell'),
            relativeEscape('remotes'),
            relativeEscape('infra'),
          ],
        },
      ],
    },
  },
  {
    files: ['infra/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@floorhire/shell', '@floorhire/ui', '@floorhire/contract', '@floorhire/api-client', 'react', 'react-dom'].map((name) => ({
            name,
            message: 'The API never imports front-end code.',
          })),
          patterns: [deepImport, { group: ['@floorhire/remote-*'], message: 'The API never imports front-end code.' }, relativeEscape('shell'), relativeEscape('remotes')],
        },
      ],
    },
  },
  {
    // The design-system package is the one place that wraps Chakra.
    files: ['shared/ui/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepImport] }] },
  },
  {
    // API modules (docs/decisions/171-api-module-contract.md): one module reaches another only
    // through its index, SQL lives only in repositories, routes call services.
    files: ['infra/api/src/modules/**/*.ts'],
    plugins: { 'floorhire-api': apiModulesPlugin },
    rules: {
      'floorhire-api/module-boundaries': 'error',
      'floorhire-api/sql-in-repositories': 'error',
      'floorhire-api/routes-call-services': 'error',
    },
  },
);
