import { execFile } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchEvidenceResponseSchema, searchResponseSchema } from '@sanctions/contracts';
import { buildTestApp, createTestClock } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { buildOrganization, buildSubscription } from '../../../../test/factories';
import {
  callAs,
  createListsDir,
  createSignedInUser,
  importListsDir,
  postSearch,
} from '../../../../test/search-test-support';
import { SHARED_DATA_DIR } from '../../../../test/shared-data';

/** The real CC0 files of unitedstates/congress-legislators (see the shared data's PROVENANCE.md). */
const CONGRESS_DIR = join(SHARED_DATA_DIR, 'lists-more', 'pep-us-congress');

/** Text of a PDF as poppler's pdftotext extracts it (logical order for RTL runs). */
async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pep-report-'));
  try {
    const file = join(dir, 'report.pdf');
    await writeFile(file, pdf);
    const { stdout } = await promisify(execFile)('pdftotext', ['-enc', 'UTF-8', file, '-']);
    return stdout.replace(/[\u202a-\u202e]/g, '');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('PEP hits in POST /api/v2/search (issue 25)', () => {
  let testApp: TestApp;
  let lists: Awaited<ReturnType<typeof createListsDir>>;
  const clock = createTestClock(new Date('2026-07-01T09:00:00.000Z'));

  beforeAll(async () => {
    lists = await createListsDir(['un']);
    await symlink(CONGRESS_DIR, join(lists.dir, 'pep_us_congress'));
    testApp = await buildTestApp({ clock, env: { LISTS_DIR: lists.dir } });
    await importListsDir(testApp.app, testApp.db);
  });
  afterAll(async () => {
    await testApp?.close();
    await lists?.remove();
  });

  async function searchAs(planName: 'basic' | 'professional') {
    const organization = await buildOrganization(testApp.db);
    await buildSubscription(testApp.db, { organizationId: organization.id, planName });
    const { token } = await createSignedInUser(testApp.app, testApp.db, {
      organizationId: organization.id,
    });
    const response = await postSearch(testApp.app, token, {
      firstName: 'Charles',
      lastName: 'Grassley',
    });
    expect(response.statusCode, response.body).toBe(200);
    return { ...searchResponseSchema.parse(response.json()), token };
  }

  it('imports both YAML files as one PEP source version with every person', async () => {
    const versions = testApp.app.screeningIndex.current()?.versions ?? [];
    const congress = versions.filter((version) => version.sanctionList === 'pep_us_congress');
    expect(congress).toHaveLength(1);
    // 537 legislators and 80 executives; people in both files are one record.
    expect(congress[0]?.entryCount).toBeGreaterThan(537);
    expect(congress[0]?.entryCount).toBeLessThanOrEqual(617);
  });

  it('reports a sitting senator apart from sanctions hits, with his position, on a plan with pepCheck', async () => {
    const body = await searchAs('professional');
    expect(body.data.matches.every((m) => m.sanctionEntry.sanctionList === 'un')).toBe(true);
    const hit = body.data.pepMatches?.find((m) => m.pepEntry.sourceId === 'G000386');
    expect(hit, JSON.stringify(body.data.pepMatches)).toBeDefined();
    expect(hit?.action).toBe('enhanced_due_diligence');
    expect(hit?.pepEntry.tier).toBe('national');
    const senate = hit?.pepEntry.positions.find((p) => /Senator for IA/.test(p.role));
    expect(senate).toMatchObject({ country: 'US', level: 'national' });
    expect(hit?.analysis.en).toMatch(/enhanced due diligence/i);
    expect(hit?.analysis.en).toMatch(/Senator for IA/);
    expect(hit?.analysis.en).not.toMatch(/do not proceed/i);
    expect(hit?.analysis.ar).toContain('العناية الواجبة المعززة');
    // Evidence names the sanctions versions only; the PEP source is not a sanctions list.
    expect(body.meta.listVersions.every((v) => v.sanctionList === 'un')).toBe(true);
  });

  it('names the PEP source version screened in the reply and the stored evidence, apart from the lists', async () => {
    const { data, meta, token } = await searchAs('professional');
    const congress = testApp.app.screeningIndex
      .current()
      ?.versions.find((version) => version.sanctionList === 'pep_us_congress');
    expect(meta.pepSourceVersions).toEqual([
      expect.objectContaining({ pepSource: 'pep_us_congress', versionId: congress?.versionId }),
    ]);
    const evidence = await callAs(testApp.app, token, 'GET', `/api/v2/search/${data.searchId}`);
    expect(evidence.statusCode, evidence.body).toBe(200);
    expect(searchEvidenceResponseSchema.parse(evidence.json()).data.pepSourceVersions).toEqual(
      meta.pepSourceVersions,
    );
  });

  it('gives a plan without pepCheck no PEP hit and no trace of one', async () => {
    const body = await searchAs('basic');
    expect(body.data.pepMatches).toBeUndefined();
    expect(body.meta.pepSourceVersions).toBeUndefined();
    expect(JSON.stringify(body)).not.toContain('Grassley, Chuck');
    expect(JSON.stringify(body)).not.toMatch(/pep_us_congress|G000386|Senator/);
  });

  it('prints the PEP hit with its position in the PDF report, apart from the sanctions verdict', async () => {
    const { data, token } = await searchAs('professional');
    const response = await callAs(
      testApp.app,
      token,
      'GET',
      `/api/v2/search/${data.searchId}/report.pdf`,
    );
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Politically exposed persons');
    expect(text).toContain('Chuck Grassley');
    expect(text).toContain('US Senator for IA, United States Senate, US');
    expect(text).toContain('National PEP');
    expect(text).toContain('PEP source versions screened');
    expect(text).toMatch(/enhanced due diligence/);
  });
});
