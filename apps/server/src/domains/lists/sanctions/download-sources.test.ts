import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadFile } from './download-file';
import type { DownloadOptions } from './download-file';
import { downloadSources } from './download-sources';
import { SHARED_DATA } from '../../../../test/lists/sanctions-test-support';

const EU_XML = join(SHARED_DATA, 'lists/eu/sample_eu_sanctions.xml');
const FAST: DownloadOptions = { timeoutMs: 2_000, maxBytes: 1_000_000, retries: 2, backoffMs: 10 };

/** A loopback server serving the real EU file, with routes that fail in the ways official hosts do. */
describe('list downloads over HTTP (in-process server on 127.0.0.1)', () => {
  let server: Server;
  let base: string;
  let euBytes: Buffer;
  const hits = new Map<string, number>();

  beforeAll(async () => {
    euBytes = await readFile(EU_XML);
    server = createServer((request, response) => {
      const path = request.url ?? '/';
      const count = (hits.get(path) ?? 0) + 1;
      hits.set(path, count);
      if (path === '/eu.xml') response.end(euBytes);
      else if (path === '/flaky.xml' && count < 3) response.writeHead(503).end();
      else if (path === '/flaky.xml') response.end(euBytes);
      else if (path === '/big.bin') response.end(Buffer.alloc(FAST.maxBytes + 1));
      else if (path === '/hang') response.writeHead(200, { 'content-type': 'text/xml' }).write('<');
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no TCP address');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('downloads the file byte for byte', async () => {
    expect(Buffer.from(await downloadFile(`${base}/eu.xml`, FAST)).equals(euBytes)).toBe(true);
  });

  it('retries 5xx answers with backoff and succeeds', async () => {
    const bytes = await downloadFile(`${base}/flaky.xml`, FAST);
    expect(bytes.byteLength).toBe(euBytes.byteLength);
    expect(hits.get('/flaky.xml')).toBe(3);
  });

  it.each([
    ['a 404 without retrying', '/missing.xml', /HTTP 404/, 1],
    ['a body over the size limit', '/big.bin', /larger than the limit of 1000000 bytes/, 1],
  ])('fails on %s', async (_case, path, message, attempts) => {
    await expect(downloadFile(`${base}${path}`, FAST)).rejects.toThrow(message);
    expect(hits.get(path)).toBe(attempts);
  });

  it('aborts an answer that never completes after the timeout, on every attempt', async () => {
    await expect(
      downloadFile(`${base}/hang`, { ...FAST, timeoutMs: 200, retries: 1 }),
    ).rejects.toThrow(/no complete answer within 200 ms/);
    expect(hits.get('/hang')).toBe(2);
  });

  it('stores a source only when all its files arrived, and reports the failed one', async () => {
    const store = await mkdtemp(join(tmpdir(), 'downloads-'));
    try {
      const result = await downloadSources(
        [
          {
            sanctionList: 'eu',
            listSource: 'EU Financial Sanctions Files',
            format: 'eu-fsf-xml',
            files: [{ name: 'xmlFullSanctionsList_1_1.xml', url: `${base}/eu.xml` }],
          },
          {
            sanctionList: 'un',
            listSource: 'UN Consolidated List',
            format: 'un-xml',
            files: [{ name: 'consolidated.xml', url: `${base}/missing-un.xml` }],
          },
        ],
        store,
        FAST,
      );
      expect(result.files.map((file) => file.path)).toEqual(['eu/xmlFullSanctionsList_1_1.xml']);
      expect(result.failures.map((f) => [f.source.listSource, f.reason])).toEqual([
        ['UN Consolidated List', expect.stringMatching(/missing-un\.xml failed: HTTP 404/)],
      ]);
      const stored = await readFile(join(store, 'eu/xmlFullSanctionsList_1_1.xml'));
      expect(stored.equals(euBytes)).toBe(true);
      await expect(readFile(join(store, 'un/consolidated.xml'))).rejects.toThrow(/ENOENT/);
    } finally {
      await rm(store, { recursive: true, force: true });
    }
  });
});
