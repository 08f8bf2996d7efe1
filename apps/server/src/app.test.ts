import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../test/build-app';
import type { TestApp } from '../test/build-app';
import { createTestDatabase } from '../test/db';
import type { TestDatabase } from '../test/db';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-1a2b.js"></script></head><body><div id="root"></div></body></html>';

let database: TestDatabase;
let withSpa: TestApp;
let withoutSpa: TestApp;
let httpsApp: TestApp;
let distDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  distDir = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(distDir, 'assets', 'app-1a2b.js'), 'console.log("app");');
  withSpa = await buildTestApp({ database, webDistDir: distDir });
  withoutSpa = await buildTestApp({ database, webDistDir: join(distDir, 'missing') });
  httpsApp = await buildTestApp({
    database,
    webDistDir: distDir,
    env: { PUBLIC_URL: 'https://screening.example.com' },
  });
});

afterAll(async () => {
  await Promise.all([withSpa.close(), withoutSpa.close(), httpsApp.close()]);
  await database.close();
  rmSync(distDir, { recursive: true, force: true });
});

function cspDirectives(header: string | string[] | number | undefined): Map<string, string> {
  const directives = new Map<string, string>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values.join(' '));
  }
  return directives;
}

describe('security headers', () => {
  it('sends a CSP the SPA works under, on pages and API replies alike', async () => {
    for (const url of ['/', '/api/health']) {
      const response = await withSpa.app.inject({ method: 'GET', url });
      const csp = cspDirectives(response.headers['content-security-policy']);
      expect(csp.get('default-src')).toBe("'self'");
      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.get('img-src')).toBe("'self' data: blob:");
      expect(csp.get('font-src')).toBe("'self' data:");
      expect(csp.get('connect-src')).toBe("'self'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('pins https (HSTS, upgrade-insecure-requests) only when served over https', async () => {
    const plain = await withSpa.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(
      cspDirectives(plain.headers['content-security-policy']).has('upgrade-insecure-requests'),
    ).toBe(false);

    const secure = await httpsApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(secure.headers['strict-transport-security']).toContain('max-age=15552000');
    expect(
      cspDirectives(secure.headers['content-security-policy']).has('upgrade-insecure-requests'),
    ).toBe(true);
  });
});

describe('request ids', () => {
  it('echoes a well-formed incoming x-request-id', async () => {
    const response = await withSpa.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-2f9c.17' },
    });
    expect(response.headers['x-request-id']).toBe('lb-2f9c.17');
  });

  it.each([
    ['absent', undefined],
    ['with spaces (log forging)', 'abc\ninjected line'],
    ['too long', 'x'.repeat(200)],
  ])('generates one when the incoming id is %s', async (_case, incoming) => {
    const response = await withSpa.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: incoming === undefined ? {} : { 'x-request-id': incoming },
    });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^req-[0-9a-f-]{36}$/);
    expect(JSON.parse(response.body).requestId).toBe(id);
  });
});

describe('OpenAPI', () => {
  it('serves the generated document with the routes and their schemas', async () => {
    const response = await withSpa.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = z
      .object({
        openapi: z.string(),
        info: z.object({ title: z.string(), version: z.string() }),
        paths: z.record(z.string(), z.record(z.string(), z.unknown())),
        components: z.object({ securitySchemes: z.record(z.string(), z.unknown()) }),
      })
      .parse(JSON.parse(response.body));
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/health']?.get).toBeDefined();
    expect(document.components.securitySchemes.bearerAuth).toBeDefined();
    expect(Object.keys(document.paths).some((path) => path.includes('*'))).toBe(false);
  });

  it('serves the docs UI from this server, with no CDN', async () => {
    const response = await withSpa.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).not.toMatch(/https?:\/\/(cdn|unpkg|cdnjs)/);
    const csp = cspDirectives(response.headers['content-security-policy']);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    // Its runtime inline styles need 'unsafe-inline', which browsers ignore when hashes are listed.
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain('unsafe-inline');
  });
});

describe('web app', () => {
  it.each(['/', '/admin', '/password-reset/confirm/abc', '/sanctions-screening?tab=1'])(
    'answers %s with index.html (history fallback)',
    async (url) => {
      const response = await withSpa.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('serves hashed assets with a long cache', async () => {
    const response = await withSpa.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('console.log("app");');
  });

  it('answers a missing file with 404, not the app', async () => {
    const response = await withSpa.app.inject({ method: 'GET', url: '/assets/missing-9z.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });

  it('keeps unknown API routes as JSON 404s', async () => {
    const response = await withSpa.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body)).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('explains how to build when the web app is missing', async () => {
    const response = await withoutSpa.app.inject({ method: 'GET', url: '/admin' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('npm run build');
  });
});
