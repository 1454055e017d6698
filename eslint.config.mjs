// Boundaries are lint rules, not prose: remotes never import each other or the shell,
// apps import shared packages only through their package exports, shared never imports apps,
// the API never imports front-end code.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import { apiModulesPlugin } from './infra/api/lint/rules.mjs';
import { remoteLayoutPlugin } from './infra/generators/lint/remote-layout.mjs';

const deepImport = {
  group: ['@floorhire/*/*', '!@floorhire/contract/testing', '!@floorhire/remote-kit/testing'],
  message: 'Import shared packages only through their package exports.',
};
// One shared, tree-shaken copy of Chakra: apps reach it only through @floorhire/ui (ADR 140).
const chakraDirect = { name: '@chakra-ui/react', message: 'Import UI components from @floorhire/ui (the one shared, tree-shaken copy of Chakra).' };
const relativeEscape = (what) => ({
  group: [`**/${what}/**`, `**/${what}`],
  message: `Do not reach into ${what}/ by path; use a shared package or the event bus.`,
});

// ── Layout rules: what the house layout promises (docs/decisions/184-layout-lint.md) ──
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FEATURE_FILE = /(?:^|\/)remotes\/([^/]+)\/src\/features\/([^/]+)\//;
const toPosix = (file) => file.split(path.sep).join('/');

/** Where an import lands, when it can tell: a relative path, or this remote's #app/features alias. */
function importTarget(file, source, remote) {
  if (source.startsWith('.')) return `${path.posix.normalize(path.posix.join(path.posix.dirname(file), source))}/`;
  if (source.startsWith('#app/features/')) return `remotes/${remote}/src/features/${source.slice('#app/features/'.length)}/`;
  return null;
}

const layout = {
  rules: {
    'feature-boundaries': {
      meta: { type: 'problem', schema: [], messages: { crossFeature: 'Feature "{{from}}" may not import the internals of feature "{{to}}": features meet in routes.tsx.' } },
      create(context) {
        const file = toPosix(context.filename);
        const here = FEATURE_FILE.exec(file);
        if (!here) return {};
        const [, remote, feature] = here;
        const check = (node) => {
          if (typeof node.source?.value !== 'string') return;
          const target = importTarget(file, node.source.value, remote);
          const there = target && FEATURE_FILE.exec(target);
          if (there && there[1] === remote && there[2] !== feature) context.report({ node, messageId: 'crossFeature', data: { from: feature, to: there[2] } });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
    'no-default-export': {
      meta: { type: 'suggestion', schema: [], messages: { named: 'Use named exports: a default export has no name to search for or to rename safely.' } },
      create(context) {
        return {
          ExportDefaultDeclaration: (node) => context.report({ node, messageId: 'named' }),
          ExportSpecifier: (node) => node.exported.name === 'default' && context.report({ node, messageId: 'named' }),
        };
      },
    },
    // One shared copy of the router per page (ADR 282): apps route through @floorhire/router.
    // Tests (MemoryRouter) and the build-time first paint (StaticRouter) may use react-router.
    'router-through-package': {
      meta: { type: 'problem', schema: [], messages: { direct: 'Import routing from @floorhire/router (the one shared copy of the router, ADR 282).' } },
      create(context) {
        const file = toPosix(context.filename);
        if (/\.test\.tsx?$|\/test-support\/|\/testing(\.tsx|\/)|shared\/router\/|first-paint\/prerender\.tsx$/u.test(file)) return {};
        const check = (node) => {
          if (node.source?.value === 'react-router') context.report({ node, messageId: 'direct' });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
    'kebab-case-filename': {
      meta: { type: 'suggestion', schema: [], messages: { kebab: 'File names are kebab-case ("{{name}}"): e.g. use-viewer.ts, job-wizard-page.tsx.' } },
      create(context) {
        return {
          Program(node) {
            const name = path.basename(context.filename);
            // Every dot-separated part: job-form.test.ts, webpack.config.ts.
            if (!name.split('.').every((part) => KEBAB.test(part))) context.report({ node, messageId: 'kebab', data: { name } });
          },
        };
      },
    },
  },
};

const noApi = [
  { name: '@floorhire/api', message: 'Front-end code never imports the API: call it through @floorhire/api-client.' },
  { name: '@floorhire/server', message: 'Front-end code never imports the server.' },
];
const noRemotes = { group: ['@floorhire/remote-*', '!@floorhire/remote-kit'], message: 'The shell never imports a remote: it mounts remotes the registry names.' };

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
          paths: [{ name: '@floorhire/shell', message: 'A remote never imports the shell.' }, ...noApi, chakraDirect],
          patterns: [
            deepImport,
            relativeEscape('infra'),
            { group: ['@floorhire/remote-*', '!@floorhire/remote-kit'], message: 'A remote never imports another remote; use the event bus or navigation.' },
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
            { group: ['@floorhire/remote-*', '!@floorhire/remote-kit'], message: 'Shared packages never import apps.' },
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
    // The shell composes remotes at runtime and calls the API over HTTP: it imports neither.
    files: ['shell/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [...noApi, chakraDirect], patterns: [deepImport, noRemotes, relativeEscape('remotes'), relativeEscape('infra')] }],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,mjs}'],
    plugins: { layout },
    rules: { 'layout/kebab-case-filename': 'error', 'layout/no-default-export': 'error' },
  },
  {
    // Tools that load a module's default export: webpack (configs and loaders), Playwright, Vitest and ESLint configs.
    files: ['**/*.config.{ts,mts,mjs,js}', 'e2e/global-setup.ts', 'shared/build/src/*-loader.ts'],
    rules: { 'layout/no-default-export': 'off' },
  },
  {
    files: ['remotes/*/src/features/**'],
    plugins: { layout },
    rules: { 'layout/feature-boundaries': 'error' },
  },
  {
    // One remote layout, one import alias (docs/decisions/186-one-remote-layout.md).
    files: ['remotes/*/**/*.{ts,tsx}'],
    plugins: { 'remote-layout': remoteLayoutPlugin },
    rules: { 'remote-layout/file-place': 'error', 'remote-layout/import-alias': 'error' },
  },
  {
    files: ['shell/src/**', 'remotes/*/src/**', 'shared/*/src/**'],
    plugins: { layout },
    rules: { 'layout/router-through-package': 'error' },
  },
  {
    // API modules (docs/decisions/171-api-module-contract.md): one module reaches another only
    // through its index, an index offers services, SQL lives only in repositories, routes call
    // services.
    files: ['infra/api/src/modules/**/*.ts'],
    plugins: { 'floorhire-api': apiModulesPlugin },
    rules: {
      'floorhire-api/module-boundaries': 'error',
      'floorhire-api/index-exports-services': 'error',
      'floorhire-api/sql-in-repositories': 'error',
      'floorhire-api/routes-call-services': 'error',
    },
  },
  {
    // The platform's code (worker, delivery, events, rate limits, tokens, app) keeps its SQL in
    // repository files too (docs/decisions/175). Exempt: the data layer itself (db/: drivers, the
    // migrator) and the demo and scale loaders (seed/), which write every table by design (ADR 172).
    files: ['infra/api/src/**/*.ts'],
    ignores: ['infra/api/src/modules/**', 'infra/api/src/db/**', 'infra/api/src/seed/**', 'infra/api/src/**/*.test.ts'],
    plugins: { 'floorhire-api': apiModulesPlugin },
    rules: { 'floorhire-api/sql-in-repositories': 'error' },
  },
);
