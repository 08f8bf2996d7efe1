// Bundles the server into dist/server.js (and its workers: dist/parse-publications.worker.js, dist/read-bulk-file.worker.js). Our workspace packages (@sanctions/*) are TypeScript sources,
// so they are compiled into the bundle; real npm dependencies stay external and load from node_modules.
// Migrations are not copied: the server reads apps/server/drizzle at runtime, found relative to the bundle.
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(serverDir, 'dist');

/** @type {import('esbuild').Plugin} */
const externalizeNpmDependencies = {
  name: 'externalize-npm-dependencies',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@sanctions/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
await rm(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: serverDir,
  // The list parse worker is a second entry: worker threads load a file of their own.
  entryPoints: {
    server: 'src/server.ts',
    'parse-publications.worker': 'src/domains/lists/sanctions/parse-publications.worker.ts',
    'read-bulk-file.worker': 'src/domains/bulk/files/read-bulk-file.worker.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: [externalizeNpmDependencies],
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `server bundle: dist/server.js (${(bytes / 1024).toFixed(0)} KiB with map) in ${Date.now() - started} ms`,
);
