import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// In development the API runs separately (`npm run dev -w @sanctions/server`); in production the
// server serves this build from the same origin, so the client always calls relative /api paths.
const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
// Below one packet the compressed copy saves nothing worth a second file.
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` next to every text file of the build, once, at the highest levels: the server
 * sends them to browsers that accept them (@fastify/static `preCompressed`), with no compression work
 * per request. Fonts and images are compressed already.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const filesUnder = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
  return {
    name: 'sanctions:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    // Maps are written for the operator (stack traces from users) but not referenced from the bundles;
    // the server does not serve them outside development (apps/server/src/plugins/spa.ts).
    sourcemap: 'hidden',
    rolldownOptions: {
      // A domain's files only declare (components, hooks, schemas, page loaders) and run nothing on import.
      // Saying so lets the bundler drop what a face (src/domains/<domain>/index.ts) re-exports but a chunk does
      // not use: without it, an eager import of one hook from a face pulls every page that face re-exports
      // into the first load.
      treeshake: {
        moduleSideEffects: [{ test: /\/src\/domains\//, sideEffects: false }],
      },
      output: {
        // What the first page needs anyway in two files rather than ~40 small shared chunks (fewer round
        // trips before anything shows): the libraries, which rarely change and stay cached across releases,
        // and the app's shell. The pages stay separate chunks.
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /node_modules/, priority: 2 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
