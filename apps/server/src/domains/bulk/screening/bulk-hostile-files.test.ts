import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@sanctions/contracts';
import {
  COMPLETE_MULTIPART_FORM,
  MALFORMED_MULTIPART,
  MULTIPART_BOUNDARY,
} from '../../../../test/fuzz/malformed-multipart-bodies';
import { bombXlsx } from '../../../../test/bulk/bulk-files-test-support';
import type { BombSpec } from '../../../../test/bulk/bulk-files-test-support';
import { postForm, uploadForm } from '../../../../test/bulk-test-support';
import { useBulkMember } from '../../../../test/use-bulk-member';

/** Every route that reads an uploaded spreadsheet (issue 24: each gets the same hostile files). */
const UPLOAD_ROUTES = ['/api/v2/bulk-search/preview', '/api/v2/bulk-search'] as const;
const MIB = 1024 * 1024;

describe('hostile uploads on every upload route: bombs, oversized cells and rows, broken multipart', () => {
  const bulk = useBulkMember();

  async function refusal(url: string, form: FormData) {
    const response = await postForm(bulk.app, bulk.token, url, form);
    return { status: response.statusCode, body: errorEnvelopeSchema.parse(response.json()) };
  }

  async function bombForm(spec: BombSpec): Promise<FormData> {
    return uploadForm(new Uint8Array(await bombXlsx(spec)), 'customers.xlsx');
  }

  async function rawPost(url: string, contentType: string, body: string) {
    const response = await bulk.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${bulk.token}`, 'content-type': contentType },
      payload: body,
    });
    return { status: response.statusCode, body: errorEnvelopeSchema.parse(response.json()) };
  }

  for (const url of UPLOAD_ROUTES) {
    it(`${url}: malformed multipart answers 400 in the envelope, never 500`, async () => {
      for (const { label, contentType, body } of MALFORMED_MULTIPART) {
        const refused = await rawPost(url, contentType, body);
        expect(refused.status, label).toBe(400);
        expect(refused.body.code, label).toBe('VALIDATION_FAILED');
        expect(refused.body.messageKey, label).toBe('upload.malformedMultipart');
        expect(refused.body.message.length, label).toBeGreaterThan(20);
      }
      // The same form, complete, is read (a preview answers 200; the start route is past multipart).
      const complete = await bulk.app.inject({
        method: 'POST',
        url,
        headers: {
          authorization: `Bearer ${bulk.token}`,
          'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
        },
        payload: COMPLETE_MULTIPART_FORM,
      });
      expect([200, 202], complete.body).toContain(complete.statusCode);
    });

    it(
      `${url}: a 240 MiB single-cell sheet (a few hundred KB zipped) is refused and the heap stays small`,
      { timeout: 60_000 },
      async () => {
        const form = await bombForm({ cellChars: 240 * MIB });
        const heapBefore = process.memoryUsage().heapUsed;
        const started = Date.now();
        const refused = await refusal(url, form);
        const heapGrowth = process.memoryUsage().heapUsed - heapBefore;
        expect(refused.status).toBe(400);
        expect(refused.body.code).toBe('VALIDATION_FAILED');
        expect(refused.body.message).toMatch(/cell or row far larger than a spreadsheet holds/);
        // The web shows its own text for the key in Arabic.
        expect(refused.body.messageKey).toBe('bulkFile.oversizedXlsx');
        // Before the fix this read ran the process out of heap after more than a minute (+3.4 GB).
        expect(heapGrowth).toBeLessThan(64 * MIB);
        expect(Date.now() - started).toBeLessThan(10_000);
      },
    );

    it(`${url}: a cell hidden in CDATA, a comment or an attribute is refused the same way`, async () => {
      for (const wrap of ['cdata', 'comment', 'attribute'] as const) {
        const refused = await refusal(url, await bombForm({ cellChars: 16 * MIB, wrap }));
        expect(refused.status, wrap).toBe(400);
        expect(refused.body.message, wrap).toMatch(/far larger than a spreadsheet holds/);
      }
    });

    it(`${url}: an Excel cell past 32,767 characters is refused with its line`, async () => {
      const refused = await refusal(url, await bombForm({ cellChars: 40_000, char: 'B' }));
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/32,767 characters/);
    });

    it(`${url}: a CSV cell past 32,767 characters, or a row past 262,144 in all, is refused with its line`, async () => {
      const longCell = `First name,Notes\nAli,${'x'.repeat(40_000)}\n`;
      const cell = await refusal(url, uploadForm(longCell, 'long-cell.csv'));
      expect(cell.status).toBe(400);
      expect(cell.body.message).toMatch(/more than 32,767 characters.*\(line 2\)/);
      expect(cell.body).toMatchObject({
        messageKey: 'bulkFile.cellTooLong',
        messageParams: { line: 2 },
      });

      const wideRow = `First name,${Array.from({ length: 10 }, (_, i) => `N${i}`).join(',')}\nAli,${Array.from({ length: 10 }, () => 'y'.repeat(30_000)).join(',')}\n`;
      const row = await refusal(url, uploadForm(wideRow, 'wide-row.csv'));
      expect(row.status).toBe(400);
      expect(row.body.message).toMatch(/262,144 characters in all.*\(line 2\)/);
    });
  }
});
