import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-app';
import type { TestApp } from '../../test/build-app';
import { createTestDatabase } from '../../test/db';
import type { TestDatabase } from '../../test/db';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-1a2b.js"></script></head><body><div id="root"></div></body></html>';
const APP_JS = `console.log(${JSON.stringify('screening '.repeat(400))});`;
const APP_JS_MAP = '{"version":3,"sources":["../src/secret-business-logic.ts"],"mappings":""}';

let database: TestDatabase;
let production: TestApp;
let development: TestApp;
let distDir: string;

// A build as apps/web/vite.config.ts writes it: hashed assets with .br/.gz siblings and a hidden map.
beforeAll(async () => {
  database = await createTestDatabase();
  distDir = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(distDir, 'index.html.br'), brotliCompressSync(INDEX_HTML));
  writeFileSync(join(distDir, 'assets', 'app-1a2b.js'), APP_JS);
  writeFileSync(join(distDir, 'assets', 'app-1a2b.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(distDir, 'assets', 'app-1a2b.js.gz'), gzipSync(APP_JS));
  writeFileSync(join(distDir, 'assets', 'app-1a2b.js.map'), APP_JS_MAP);
  production = await buildTestApp({
    database,
    webDistDir: distDir,
    env: { NODE_ENV: 'production' },
  });
  development = await buildTestApp({
    database,
    webDistDir: distDir,
    env: { NODE_ENV: 'development' },
  });
});

afterAll(async () => {
  await Promise.all([production.close(), development.close()]);
  await database.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('web app delivery', () => {
  it('sends a hashed asset brotli-compressed, cached for a year', async () => {
    const response = await production.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(APP_JS);
    expect(response.rawPayload.length).toBeLessThan(APP_JS.length / 4);
  });

  it('sends gzip to a browser without brotli, and the plain file to one that accepts neither', async () => {
    const gzipped = await production.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(APP_JS);

    const plain = await production.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it.each(['/', '/sanctions-screening'])(
    'sends index.html for %s to be revalidated on every load, compressed',
    async (url) => {
      const response = await production.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
    },
  );

  it('does not serve source maps in production', async () => {
    const response = await production.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b.js.map',
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('secret-business-logic');
  });

  it('serves source maps in development', async () => {
    const response = await development.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b.js.map',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(APP_JS_MAP);
  });
});
