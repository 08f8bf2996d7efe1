import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const NOT_BUILT_MESSAGE =
  'The web app has not been built yet.\n\n' +
  'Run `npm run build` (or `npm start`, which builds what is missing) in the project folder, then reload this page.\n' +
  'The API is available meanwhile: /api/health, /api/docs.\n';

/** `apps/web/dist` of this checkout, found from this module (src/plugins or the dist bundle). */
export function resolveWebDist(fromUrl: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(fromUrl));
  for (let depth = 0; depth < 6; depth += 1) {
    if (existsSync(join(dir, 'apps', 'web', 'package.json')))
      return join(dir, 'apps', 'web', 'dist');
    dir = dirname(dir);
  }
  return join(process.cwd(), 'apps', 'web', 'dist');
}

/**
 * Serves the built SPA and returns the fallback for the not-found handler: paths without a file extension
 * get `index.html` (client-side routes such as /admin), missing files get a 404. Hashed assets are cached
 * for a year; `index.html` is revalidated so a new build is picked up at once. The build writes `.br` and
 * `.gz` siblings of its text files (apps/web/vite.config.ts), sent to browsers that accept them. Source
 * maps stay on disk for the operator; outside development they are not served (they show the source).
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<unknown>> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built; serving a notice instead of the SPA');
    return async (_request, reply) =>
      reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
  }
  const serveSourceMaps = app.env.NODE_ENV === 'development';
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    index: 'index.html',
    preCompressed: true,
    allowedPath: (pathName) => serveSourceMaps || !pathName.endsWith('.map'),
    cacheControl: false,
    setHeaders: (reply, path) => {
      const isHashedAsset = path.startsWith(join(distDir, 'assets'));
      reply.header(
        'cache-control',
        isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const lastSegment = path.slice(path.lastIndexOf('/') + 1);
    if (lastSegment.includes('.')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    }
    return reply.sendFile('index.html');
  };
}
