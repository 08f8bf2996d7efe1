import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-app';
import type { TestApp } from '../../test/build-app';
import { pickEncoding } from './json-compression';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

// The OpenAPI document: a large public JSON reply.
const LARGE_JSON = '/api/docs/json';

describe('JSON reply compression', () => {
  it('sends a large JSON reply brotli-compressed to a browser that accepts it', async () => {
    const plain = await testApp.app.inject({ method: 'GET', url: LARGE_JSON });
    const response = await testApp.app.inject({
      method: 'GET',
      url: LARGE_JSON,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(plain.body);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });

  it('sends gzip when brotli is not accepted, and plain JSON when nothing is', async () => {
    const gzipped = await testApp.app.inject({
      method: 'GET',
      url: LARGE_JSON,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(() => JSON.parse(gunzipSync(gzipped.rawPayload).toString())).not.toThrow();

    const plain = await testApp.app.inject({ method: 'GET', url: LARGE_JSON });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(() => JSON.parse(plain.body)).not.toThrow();
  });

  it('leaves small replies alone', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ success: true });
  });
});

describe('pickEncoding', () => {
  it.each<[string | undefined, 'br' | 'gzip' | null]>([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['gzip;q=0, br;q=0', null],
  ])('%s -> %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
