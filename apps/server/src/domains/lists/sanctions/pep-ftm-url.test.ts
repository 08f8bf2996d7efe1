import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pepFtmUrlReplySchema } from '@sanctions/contracts';
import { buildTestApp } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { tokenFor } from '../../../../test/lists/sanctions-test-support';
import { OFFICIAL_LIST_SOURCES } from './list-sources';
import { withPepFtmSource } from './pep-ftm-url';

const URL_ROUTE = '/api/v2/admin/sanctions/pep-sources/ftm-url';
const LICENSED = 'https://data.opensanctions.org/datasets/latest/peps/entities.ftm.json?api_key=k';

// Issue 25: the customer's licensed FollowTheMoney URL, set by an administrator, fetched by the scheduled import.
describe('the FollowTheMoney URL setting', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await tokenFor(t.app, 'admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'GET' | 'PUT', token?: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method,
      url: URL_ROUTE,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload }),
    });

  it('is unset at first, set and removed by an admin', async () => {
    expect(pepFtmUrlReplySchema.parse((await call('GET', admin)).json()).data.ftmUrl).toBeNull();
    const set = await call('PUT', admin, { ftmUrl: LICENSED });
    expect(set.statusCode, set.body).toBe(200);
    expect(pepFtmUrlReplySchema.parse((await call('GET', admin)).json()).data.ftmUrl).toBe(
      LICENSED,
    );
    const cleared = await call('PUT', admin, { ftmUrl: null });
    expect(cleared.statusCode).toBe(200);
    expect(pepFtmUrlReplySchema.parse((await call('GET', admin)).json()).data.ftmUrl).toBeNull();
  });

  it('refuses an address that is not https with the reason', async () => {
    for (const ftmUrl of ['http://example.test/peps.json', 'not a url']) {
      const response = await call('PUT', admin, { ftmUrl });
      expect(response.statusCode).toBe(400);
      expect(response.body).toMatch(/https:\/\//);
    }
  });

  it('answers 401 to a visitor and 403 to a user', async () => {
    expect((await call('GET')).statusCode).toBe(401);
    const user = await tokenFor(t.app, 'user');
    expect((await call('PUT', user, { ftmUrl: LICENSED })).statusCode).toBe(403);
  });

  it('adds the FtM file to the downloaded sources only when a URL is set', () => {
    expect(withPepFtmSource(OFFICIAL_LIST_SOURCES, null)).toEqual(OFFICIAL_LIST_SOURCES);
    const withFtm = withPepFtmSource(OFFICIAL_LIST_SOURCES, LICENSED);
    expect(withFtm.at(-1)).toMatchObject({
      sanctionList: 'pep_ftm',
      format: 'ftm-jsonl',
      files: [{ name: 'entities.ftm.json', url: LICENSED }],
    });
    expect(withFtm).toHaveLength(OFFICIAL_LIST_SOURCES.length + 1);
  });
});
