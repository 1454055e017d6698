import webpack from 'webpack';
import { createFederatedConfig } from '@floorhire/build';
import { FIRST_PAINT_DOCUMENTS } from './src/first-paint/documents';

/**
 * Writes, beside index.html, one copy per first paint with the prerendered markup before #root
 * (ADR 280); the server picks the copy for the request. Runs after HtmlWebpackPlugin has made
 * index.html and before the precompression makes its .br and .gz copies.
 */
/** The shell's dynamic imports every remote's mount waits for: the federation host and single-spa. */
const REMOTE_RUNTIME_IMPORTS = new Set(['./federation', './parcels']);

/** The JavaScript files of the chunks those imports load. */
function remoteRuntimeFiles(compilation: webpack.Compilation): string[] {
  const files = new Set<string>();
  for (const group of compilation.chunkGroups) {
    if (!group.origins.some((origin) => REMOTE_RUNTIME_IMPORTS.has(origin.request))) continue;
    for (const file of group.getFiles()) if (file.endsWith('.js')) files.add(file);
  }
  if (files.size === 0) throw new Error(`no chunk loads ${[...REMOTE_RUNTIME_IMPORTS].join(' or ')}: the app frame would preload nothing`);
  return [...files].sort();
}

const preloadTags = (files: readonly string[]) => files.map((file) => `<link rel="preload" as="script" href="/${file}">`).join('');

class FirstPaintDocumentsPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('FirstPaintDocuments', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'FirstPaintDocuments', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1 }, async () => {
        const index = compilation.getAsset('index.html');
        if (!index) return;
        const html = index.source.source().toString();
        if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div> to put a first paint before');
        // Loaded here, in Node, so the markup comes from the components as they are now.
        const { renderFirstPaint } = await import('./src/first-paint/prerender');
        const remoteRuntime = preloadTags(remoteRuntimeFiles(compilation).filter((file) => !html.includes(`href="/${file}"`)));
        for (const [kind, file] of Object.entries(FIRST_PAINT_DOCUMENTS)) {
          let document = html.replace('<div id="root"></div>', `${renderFirstPaint(kind as keyof typeof FIRST_PAINT_DOCUMENTS)}<div id="root"></div>`);
          // Every signed-in page is a remote's (ADR 284): the app frame's document also fetches
          // what mounting any remote takes, instead of after the bootstrap has run.
          if (kind === 'app') document = document.replace('</head>', `${remoteRuntime}</head>`);
          compilation.emitAsset(file, new webpack.sources.RawSource(document));
        }
      });
    });
  }
}

const config = createFederatedConfig({
  name: 'shell',
  dir: import.meta.dirname,
  isHost: true,
  entry: './src/index.ts',
  htmlTemplate: './src/index.html',
  title: 'FloorHire',
});
config.plugins = [...(config.plugins ?? []), new FirstPaintDocumentsPlugin()];

export default config;
