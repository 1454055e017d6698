// The one build factory of FloorHire. The shell and every remote call it, so chunk naming,
// transpilation, minification and — above all — the shared singletons are decided once.
// Kept free of relative imports so Node can load it directly from a webpack.config.ts.
import { createRequire } from 'node:module';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlib, type BrotliOptions } from 'node:zlib';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';

const require = createRequire(import.meta.url);

export type BuildMode = 'production' | 'development';

export interface FederatedConfigOptions {
  /**
   * Module Federation container name: a JS identifier, e.g. 'shell', 'jobs', 'pro_profile'.
   * A remote leaves it out: its name is the one its remote.json declares.
   */
  name?: string;
  /** The app folder, the one holding its package.json (use import.meta.dirname). */
  dir: string;
  isHost: boolean;
  /** Remotes expose exactly one module: { './lifecycle': './src/lifecycle.tsx' }. */
  exposes?: Record<string, string>;
  /** Host entry; defaults to ./src/index.ts. */
  entry?: string;
  htmlTemplate?: string;
  title?: string;
  mode?: BuildMode;
  /** Development server port (dev mode only). */
  devPort?: number;
}

export interface SharedEntry {
  singleton: true;
  requiredVersion: string | false;
  strictVersion: false;
  /** false: this build brings no copy of its own and uses the one the shell provides. */
  import?: false;
}

/**
 * A package shared in parts (ADR 140): its core under the package's own name, and each part
 * its package.json exports beside '.' and './core' under that sub-path. A build resolves the
 * bare name to the core file, and the import rewriter sends each name to the part exporting it.
 */
export interface SplitPackage {
  name: string;
  coreFile: string;
  /** Sub-path of every name a part exports, e.g. { Dialog: '@floorhire/ui/overlays' }. */
  names: Record<string, string>;
  parts: string[];
}

/** The design system: a page loads its heavy components only where they are drawn. */
export const SPLIT_PACKAGES: readonly string[] = ['@floorhire/ui'];

const EXPORT_LIST = /export\s*\{([^}]*)\}\s*from/gu;

export function readSplitPackage(name: string): SplitPackage {
  let dir = path.dirname(require.resolve(name));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const { exports = {} } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { exports?: Record<string, string> };
  if (!exports['./core']) throw new Error(`${name} is shared in parts but exports no ./core`);
  const names: Record<string, string> = {};
  const parts = Object.keys(exports).filter((key) => key !== '.' && key !== './core').map((key) => `${name}/${key.slice(2)}`);
  for (const part of parts) {
    const source = readFileSync(path.join(dir, exports[`./${part.slice(name.length + 1)}`]!), 'utf8');
    for (const [, list] of source.matchAll(EXPORT_LIST)) {
      for (const item of list!.split(',').map((n) => n.trim()).filter(Boolean)) names[item.split(/\s+as\s+/u).pop()!] = part;
    }
  }
  return { name, coreFile: path.join(dir, exports['./core']), names, parts };
}

/**
 * Shared by every app whether or not it names them as peers: libraries that cannot be
 * tree-shaken (luxon's DateTime pulls in all of luxon, 20 KB brotli) or that every app uses
 * whole (ky, under the API client: 5 KB), which the shell and a remote would otherwise each
 * download on the same page. They come in through @floorhire/rules and @floorhire/api-client.
 */
export const ALWAYS_SHARED: Readonly<Record<string, SharedEntry>> = {
  ky: { singleton: true, requiredVersion: '^1.9.0', strictVersion: false },
  luxon: { singleton: true, requiredVersion: '^3.7.0', strictVersion: false },
};

/** Sub-paths that must be shared with their package, or a second React slips in through them. */
const SUB_PATHS: Readonly<Record<string, readonly string[]>> = {
  react: ['react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom/client'],
  ...Object.fromEntries(SPLIT_PACKAGES.map((pkg) => [pkg, readSplitPackage(pkg).parts])),
};

/**
 * Peers never shared: build-time only, or bundled by each app, tree-shaken to what it uses
 * (ADR 140). A shared module is never tree-shaken, so every page downloaded all of react-router
 * (51 KB brotli), the rules and the luxon they pull in (38 KB) for the few exports each app
 * calls. None of these holds page-wide state: each remote renders its own BrowserRouter in its
 * own React root (through @floorhire/contract's lifecycles, which must therefore use the
 * remote's own copy of react-router too), and the rules, contract and API client are functions,
 * schemas and texts. The page-wide singletons stay shared: React, emotion's cache, jotai, the
 * event bus and the design system.
 */
export const NOT_SHARED: ReadonlySet<string> = new Set(['@floorhire/build', 'react-router', '@floorhire/contract', '@floorhire/rules', '@floorhire/api-client']);

interface PackageJson {
  name?: string;
  version?: string;
  peerDependencies?: Record<string, string>;
}

export function readPackageJson(dir: string): PackageJson {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
}

/**
 * Singletons derived from the app's peerDependencies (openmrs-esm-core style): declaring a
 * peer is how an app says "I use the page's copy", so the list cannot drift from the code.
 */
export function deriveShared(peerDependencies: Record<string, string> = {}, required: Readonly<Record<string, string>> = {}): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const [pkg, range] of Object.entries(peerDependencies)) {
    if (NOT_SHARED.has(pkg)) continue;
    // Platform packages: the range the build computed from what it was built against (ADR 182);
    // the shell's loader enforces it before any code of the remote runs.
    const requiredVersion = required[pkg] ?? (pkg.startsWith('@floorhire/') ? false : range);
    shared[pkg] = { singleton: true, requiredVersion, strictVersion: false };
    for (const sub of SUB_PATHS[pkg] ?? []) shared[sub] = { singleton: true, requiredVersion, strictVersion: false };
  }
  return shared;
}

/** The version of a package as installed for an app: node_modules up the folder tree, as Node resolves it. */
export function installedVersion(pkg: string, fromDir: string): string | null {
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', ...pkg.split('/'), 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as PackageJson).version ?? null;
    if (path.dirname(dir) === dir) return null;
  }
}

export interface SharedRequirement {
  /** What the build compiled against. */
  version: string;
  /** What it needs of the copy the page provides. */
  requiredVersion: string;
}

/**
 * What a build needs of each shared singleton (ADR 182). A platform package (@floorhire/*) is
 * needed at the minor it was built against or later within its major: a remote built against
 * @floorhire/ui 1.3.x may use a name 1.3 added, so a page with 1.2 cannot run it. Other
 * packages keep the range the app declares as its peer.
 */
export function sharedRequirements(peerDependencies: Record<string, string> = {}, fromDir: string): Record<string, SharedRequirement> {
  const requirements: Record<string, SharedRequirement> = {};
  for (const [pkg, range] of Object.entries(peerDependencies)) {
    if (NOT_SHARED.has(pkg)) continue;
    const version = installedVersion(pkg, fromDir);
    if (!version) throw new Error(`${pkg} is a peer of ${fromDir} but is not installed: run npm install`);
    const [major, minor] = version.split('.');
    requirements[pkg] = { version, requiredVersion: pkg.startsWith('@floorhire/') ? `^${major}.${minor}.0` : range };
  }
  return requirements;
}

/** A remote's declared name (its remote.json): also its container name. */
export function declaredName(dir: string): string | undefined {
  const remoteJson = path.join(dir, 'remote.json');
  const declaration = existsSync(remoteJson) ? (JSON.parse(readFileSync(remoteJson, 'utf8')) as { name?: unknown }) : undefined;
  return typeof declaration?.name === 'string' ? declaration.name : undefined;
}

function modeFromArgv(argv: readonly string[]): BuildMode | undefined {
  const index = argv.findIndex((arg) => arg === '--mode' || arg.startsWith('--mode='));
  if (index === -1) return undefined;
  const value = argv[index]?.includes('=') ? argv[index]?.split('=')[1] : argv[index + 1];
  return value === 'development' ? 'development' : value === 'production' ? 'production' : undefined;
}

/** The contract version this build is compiled against, read as data from @floorhire/contract. */
export function readContractVersion(): number {
  const source = readFileSync(path.join(path.dirname(require.resolve('@floorhire/contract')), 'version.ts'), 'utf8');
  const match = /CONTRACT_VERSION\s*=\s*(\d+)/.exec(source);
  if (!match?.[1]) throw new Error('Cannot read CONTRACT_VERSION from @floorhire/contract/src/version.ts');
  return Number(match[1]);
}

/** Written next to each build as floorhire-build.json; the release CLI trusts it over anything else. */
export interface BuildInfo {
  name: string;
  packageName: string;
  version: string;
  contractVersion: number;
  isHost: boolean;
  mode: BuildMode;
  /** Per shared singleton: the version built against and the range needed at runtime. */
  shared: Record<string, SharedRequirement>;
}

class BuildInfoPlugin {
  constructor(private readonly info: BuildInfo) {}
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('FloorhireBuildInfo', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FloorhireBuildInfo', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('floorhire-build.json', new webpack.sources.RawSource(`${JSON.stringify(this.info, null, 2)}\n`));
      });
    });
  }
}

/**
 * Preloads, from index.html, the chunks of the dynamic imports written in the entry module
 * itself (the shell's bootstrap), not those of modules it imports (a screen's chunk, which only
 * its route needs): the browser fetches them alongside the entry instead of after it has run,
 * one round trip less before the first screen (ADR 144).
 */
class PreloadEntryImportsPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('FloorhirePreload', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTags.tap('FloorhirePreload', (data) => {
        const files = new Set<string>();
        for (const entrypoint of compilation.entrypoints.values()) {
          const entryModules = new Set(compilation.chunkGraph.getChunkEntryModulesIterable(entrypoint.getEntrypointChunk()));
          const fromEntry = (module: webpack.Module | null | undefined) => module !== null && module !== undefined && (entryModules.has(module) || [...entryModules].some((m) => 'modules' in m && (m as { modules?: webpack.Module[] }).modules?.includes(module)));
          for (const child of entrypoint.getChildren()) {
            if (!child.origins.some((origin) => fromEntry(origin.module))) continue;
            for (const file of child.getFiles()) if (file.endsWith('.js')) files.add(file);
          }
        }
        const preloads = [...files].sort().map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'FloorhirePreload' },
          attributes: { rel: 'preload', as: 'script', href: `${data.publicPath}${file}` },
        }));
        data.assetTags.scripts.unshift(...preloads);
        return data;
      });
    });
  }
}

export function resolveMode(explicit?: BuildMode): BuildMode {
  return explicit ?? modeFromArgv(process.argv) ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
}

/**
 * Remotes always compile JSX for react/jsx-runtime: a development remote runs against the
 * released (production) React of the shell, and jsx-dev-runtime calls dev-only React internals.
 */
function swcRule(mode: BuildMode, tsx: boolean, isHost: boolean) {
  return {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx },
        target: 'es2022',
        transform: { react: { runtime: 'automatic', development: mode === 'development' && isHost, refresh: false } },
      },
    },
  };
}

/**
 * Brotli (quality 11) and gzip (level 9) copies next to every emitted file that gets smaller,
 * made once at build time so the server never compresses a static file per request (ADR 141).
 * Files that do not shrink (images, fonts) keep only their original.
 */
export function precompression(): webpack.WebpackPluginInstance[] {
  const common = { test: /\.(?:js|mjs|json|html|css|svg|txt|map|ico)$/, threshold: 0, minRatio: 1 };
  return [
    new CompressionPlugin<BrotliOptions>({ ...common, filename: '[path][base].br', algorithm: 'brotliCompress', compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } } }),
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
  ] as webpack.WebpackPluginInstance[];
}

/** The federation runtime's core: remotes use the shell's (externalRuntime, ADR 282). */
export const RUNTIME_CORE = '@module-federation/runtime-core';

/**
 * The runtime core as a requirement like a shared singleton's (ADR 182): the shell records the
 * version it provides, a remote the patch range it was built against (the core's internals are
 * what a remote entry calls), so the shell refuses a remote built against another core.
 */
export function runtimeCoreRequirement(fromDir: string): Record<string, SharedRequirement> {
  const version = installedVersion(RUNTIME_CORE, fromDir);
  if (!version) throw new Error(`${RUNTIME_CORE} is not installed for ${fromDir}: run npm install`);
  const [major, minor] = version.split('.');
  return { [RUNTIME_CORE]: { version, requiredVersion: `~${major}.${minor}.0` } };
}

/** What the host offers a remote of one shared module: the version installed and the range declared. */
export interface ProvidedShared {
  version: string;
  requiredVersion: string | false;
}

/**
 * The host's shared modules with the versions installed for it (a sub-path has its package's):
 * the shell builds its run-time share scope from this list (ADR 282), and its test checks that
 * it has a module for every key.
 */
export function providedShared(shared: Readonly<Record<string, SharedEntry>>, fromDir: string): Record<string, ProvidedShared> {
  const provided: Record<string, ProvidedShared> = {};
  for (const [key, entry] of Object.entries(shared)) {
    const pkg = key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : key.split('/')[0]!;
    const version = installedVersion(pkg, fromDir);
    if (!version) throw new Error(`${pkg} is shared by ${fromDir} but is not installed: run npm install`);
    provided[key] = { version, requiredVersion: entry.requiredVersion };
  }
  return provided;
}

export function createFederatedConfig(options: FederatedConfigOptions): Configuration {
  const mode = resolveMode(options.mode);
  const pkg = readPackageJson(options.dir);
  const production = mode === 'production';
  const name = options.name ?? declaredName(options.dir);
  if (!name) throw new Error(`${options.dir}: give a name, or declare one in remote.json`);
  if (!options.isHost) {
    const exposed = Object.keys(options.exposes ?? {});
    if (exposed.length !== 1 || exposed[0] !== './lifecycle') {
      throw new Error(`Remote ${name} must expose exactly one module, './lifecycle' (got ${exposed.join(', ') || 'none'}).`);
    }
  }
  const requirements = { ...sharedRequirements(pkg.peerDependencies, options.dir), ...runtimeCoreRequirement(options.dir) };
  const shared = { ...ALWAYS_SHARED, ...deriveShared(pkg.peerDependencies, options.isHost ? {} : Object.fromEntries(Object.entries(requirements).map(([p, r]) => [p, r.requiredVersion]))) };
  const split = SPLIT_PACKAGES.filter((name) => shared[name]).map(readSplitPackage);
  // One design system per page: remotes use the shell's, never a copy of their own (ADR 140).
  if (!options.isHost) for (const { name, parts } of split) for (const key of [name, ...parts]) shared[key] = { ...shared[key]!, import: false };
  const splitImports = {
    loader: require.resolve('./split-imports-loader.ts'),
    options: { packages: Object.fromEntries(split.map(({ name, names }) => [name, names])) },
  };

  // The minimizer ships with webpack 5.110 (minimizer-webpack-plugin); swc is ~3x faster than terser here.
  const MinimizerPlugin = require('minimizer-webpack-plugin') as {
    new (opts: unknown): webpack.WebpackPluginInstance;
    swcMinify: unknown;
  };

  const htmlTemplate = options.htmlTemplate ?? path.join(options.dir, 'src', 'index.html');
  const plugins: webpack.WebpackPluginInstance[] = [
    new webpack.DefinePlugin({
      'process.env.NODE_ENV': JSON.stringify(mode),
      // What this build provides of each shared singleton: the shell's loader checks a remote's
      // recorded requirements against it before loading the remote (ADR 182).
      'process.env.FLOORHIRE_SHARED_VERSIONS': JSON.stringify(JSON.stringify(Object.fromEntries(Object.entries(requirements).map(([p, r]) => [p, r.version])))),
      // The host's share scope, made at run time when the first remote loads (ADR 282).
      ...(options.isHost ? { 'process.env.FLOORHIRE_PROVIDED_SHARED': JSON.stringify(JSON.stringify(providedShared(shared, options.dir))) } : {}),
    }),
    new BuildInfoPlugin({
      name,
      packageName: pkg.name ?? name,
      version: pkg.version ?? '0.0.0',
      contractVersion: readContractVersion(),
      isHost: options.isHost,
      mode,
      shared: requirements,
    }),
  ];
  // Remotes are federation containers. The shell is not: it bundles and tree-shakes what it uses
  // like any app, and starts the federation runtime only when a page first needs a remote, so a
  // page without one (a visitor's /login) never downloads it (ADR 282).
  if (!options.isHost) {
    plugins.unshift(
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        // Hosts discover remotes at runtime from the registry: no remote URL is ever compiled in.
        remotes: {},
        shared,
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // Remotes are registered by their entry URL, never through manifest snapshots, and only
        // browsers run these builds: both let the federation runtime drop code (ADR 140).
        // The federation runtime's core is the shell's (ADR 282): a remote entry does not
        // carry a second copy of it, and the shell refuses a remote built against another.
        experiments: { optimization: { disableSnapshot: true, target: 'web' }, externalRuntime: true },
      }),
    );
  }
  if (production) plugins.push(...precompression());
  if (options.isHost) {
    // The app's icon (the app bar's logo mark) next to index.html, linked from it: no /favicon.ico request.
    const favicon = path.join(options.dir, 'src', 'favicon.svg');
    plugins.push(
      new HtmlWebpackPlugin({
        template: existsSync(htmlTemplate) ? htmlTemplate : undefined,
        favicon: existsSync(favicon) ? favicon : undefined,
        title: options.title ?? 'FloorHire',
        publicPath: '/',
        scriptLoading: 'defer',
      }),
      new PreloadEntryImportsPlugin(),
    );
  }

  return {
    name,
    mode,
    context: options.dir,
    target: 'web',
    // FH_SOURCE_MAPS=1: hidden maps beside a production build, for profiling what the page runs (never released).
    devtool: production ? (process.env.FH_SOURCE_MAPS ? 'hidden-source-map' : false) : 'eval-cheap-module-source-map',
    entry: options.isHost ? { main: options.entry ?? './src/index.ts' } : {},
    output: {
      path: path.join(options.dir, 'dist'),
      // The host's index.html must reference absolute paths (history-mode deep links); remotes
      // resolve relative to their entry's own URL, which is what makes a release relocatable.
      publicPath: options.isHost ? '/' : 'auto',
      filename: production ? '[name].[contenthash:12].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:12].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
      // Per version, so a retried newer release never shares a chunk-loading global with the old one.
      uniqueName: `${name}@${pkg.version ?? '0.0.0'}`,
      clean: true,
    },
    resolve: {
      alias: Object.fromEntries(split.map(({ name, coreFile }) => [`${name}$`, coreFile])),
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // Shared packages are TypeScript source reached through workspace symlinks.
      symlinks: true,
    },
    module: {
      rules: [
        // A name imported from a package that does not export it fails the build, not the page.
        { test: /\.ts$/, exclude: /node_modules/, use: [splitImports, swcRule(mode, false, options.isHost)], parser: { exportsPresence: 'error' } },
        { test: /\.tsx$/, exclude: /node_modules/, use: [splitImports, swcRule(mode, true, options.isHost)], parser: { exportsPresence: 'error' } },
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        { test: /\.(png|svg|jpe?g|gif|woff2?)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      minimize: production,
      minimizer: [new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify, options: {} }, extractComments: false })],
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
    },
    performance: { hints: false },
    plugins,
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
    cache: {
      type: 'filesystem',
      name: `${name}-${mode}${process.env.FH_SOURCE_MAPS ? '-maps' : ''}`,
      cacheDirectory: path.join(options.dir, 'node_modules', '.cache', 'webpack'),
      // A change to the factory or the app's package.json (peers, version) invalidates the cache.
      buildDependencies: { config: [import.meta.filename, require.resolve('./split-imports-loader.ts'), path.join(options.dir, 'package.json'), ...[path.join(options.dir, 'remote.json')].filter((f) => existsSync(f))] },
    },
    devServer: options.devPort ? { port: options.devPort, historyApiFallback: true, hot: false } : undefined,
  } as Configuration;
}
