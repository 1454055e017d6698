import type { KnipConfig } from 'knip';

// Unused files, exports and dependencies fail `npm run verify` (ADR 005). Entries are what tools
// start from and knip cannot read from our own config factories: each remote's exposed
// lifecycle (createFederatedConfig), the shell's build-time first paint, the API's modules (found
// by folder at start), the benchmarks (bench/run.ts imports them by name).
const config: KnipConfig = {
  // An export its own file uses is part of how that file reads, not dead code.
  ignoreExportsUsedInFile: true,
  // The apps' build scripts run webpack (webpack-cli's binary), which come with @floorhire/build,
  // every app's devDependency: the one place the build's tools are listed (ADR 010).
  ignoreBinaries: ['webpack'],
  workspaces: {
    '.': {
      entry: ['bench/*.ts', 'remark.config.mjs'],
      project: ['bench/**/*.ts', '*.{ts,mjs}'],
      // The pinned Node every npm script runs on (ADR 001): a binary, never imported.
      ignoreDependencies: ['node'],
    },
    shell: {
      entry: ['src/first-paint/prerender.tsx'],
      project: ['src/**/*.{ts,tsx}'],
      ignoreDependencies: ['webpack-cli'],
    },
    'remotes/*': {
      entry: ['src/lifecycle.tsx'],
      project: ['src/**/*.{ts,tsx}'],
      ignoreDependencies: ['webpack-cli'],
    },
    'shared/*': {
      // Shared packages are ours: a name no workspace imports is dead, even at the package's door.
      includeEntryExports: true,
      project: ['src/**/*.{ts,tsx}'],
    },
    'shared/router': {
      // react-router's surface for remotes (ADR 282): a shared singleton at 1.x, whose names leave
      // only with a major version, as they would break a remote released against it.
      includeEntryExports: false,
      project: ['src/**/*.ts'],
    },
    'shared/build': {
      project: ['src/**/*.ts'],
      ignoreDependencies: ['webpack-cli'],
    },
    'shared/domain-applications': {
      includeEntryExports: true,
      project: ['src/**/*.{ts,tsx}'],
      // Only the chart options' types come from apexcharts: apps without charts need not install it.
      ignoreDependencies: ['apexcharts'],
    },
    'infra/api': {
      entry: ['src/modules/*/index.ts', 'lint/rules.mjs', 'test/**/*.ts'],
      project: ['src/**/*.ts', 'lint/**/*.mjs', 'test/**/*.ts'],
    },
    'infra/generators': {
      entry: ['src/*.ts', 'lint/*.mjs'],
      project: ['src/**/*.ts', 'lint/**/*.mjs'],
    },
    'infra/*': {
      entry: ['src/*.ts'],
      project: ['src/**/*.ts'],
    },
    'infra/server': {
      entry: ['src/*.ts'],
      project: ['src/**/*.ts'],
      // @floorhire/api is imported by a computed specifier (the server still serves the front end
      // when the API is absent); webpack comes with @floorhire/build for the dev command (ADR 010).
      ignoreDependencies: ['@floorhire/api', 'webpack'],
    },
    e2e: {
      entry: ['fixtures/remotes/*/src/lifecycle.tsx', 'fixtures/remotes/*/webpack.config.ts', 'shell/fixtures/*/src/lifecycle.tsx', 'shell/fixtures/*/webpack.config.ts'],
      project: ['**/*.{ts,tsx}'],
    },
  },
};

export default config;
