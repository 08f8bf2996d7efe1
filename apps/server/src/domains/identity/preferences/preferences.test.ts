import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, preferencesReplySchema } from '@sanctions/contracts';
import { buildTestApp } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { userPreferences } from '../../../db/schema/preferences';
import { call, failure, signedInUser } from '../../../../test/account-test-support';

const URL = '/api/v2/user/preferences';

describe('preferences', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['GET', URL],
    ['PUT', URL],
    ['POST', `${URL}/reset`],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    expect(failure(await call(t.app, method, url, { payload: { theme: 'dark' } }))).toMatchObject({
      status: 401,
    });
  });

  it('answers the defaults when nothing was saved', async () => {
    const { token } = await signedInUser(t.app, t.db);
    const response = await call(t.app, 'GET', URL, { token });
    expect(preferencesReplySchema.parse(response.json()).data).toEqual(DEFAULT_PREFERENCES);
  });

  it('saves one group at a time, keeps the others, and resets', async () => {
    const { token } = await signedInUser(t.app, t.db);
    const put = (payload: Record<string, unknown>) => call(t.app, 'PUT', URL, { token, payload });

    expect((await put({ theme: 'dark' })).statusCode).toBe(200);
    expect((await put({ language: 'ar' })).statusCode).toBe(200);
    const display = await put({ display: { resultsPerPage: 50, timeFormat: '12h' } });
    expect(preferencesReplySchema.parse(display.json()).data).toEqual({
      ...DEFAULT_PREFERENCES,
      theme: 'dark',
      language: 'ar',
      display: { ...DEFAULT_PREFERENCES.display, resultsPerPage: 50, timeFormat: '12h' },
    });
    const read = await call(t.app, 'GET', URL, { token });
    expect(read.json().data.display.resultsPerPage).toBe(50);

    const reset = await call(t.app, 'POST', `${URL}/reset`, { token });
    expect(reset.statusCode).toBe(200);
    expect((await call(t.app, 'GET', URL, { token })).json().data).toEqual(DEFAULT_PREFERENCES);
  });

  it.each([
    [{ theme: 'blue' }],
    [{ language: 'it' }],
    [{ display: { resultsPerPage: 30 } }],
    [{ display: { timeFormat: '13h' } }],
    [{ accessibility: { fontSize: 'huge' } }],
    [{ searchDefaults: { searchType: 'psychic' } }],
    [{ searchDefaults: { sanctionLists: 'interpol' } }],
    [{ privacy: { publicProfile: 'yes' } }],
    [{ emailNotifications: { spam: true } }],
    [{ theme: 'dark', language: 'en' }],
    [{}],
  ])('refuses %j and stores nothing', async (payload) => {
    const { user, token } = await signedInUser(t.app, t.db);
    const response = await call(t.app, 'PUT', URL, { token, payload });
    expect(failure(response)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    const rows = await t.db.select().from(userPreferences);
    expect(rows.filter((row) => row.userId === user.id)).toHaveLength(0);
  });

  it('falls back to the default for a stored group that no longer validates', async () => {
    const { user, token } = await signedInUser(t.app, t.db);
    await t.db.insert(userPreferences).values({
      userId: user.id,
      preferences: { theme: 'dark', display: { resultsPerPage: 7 } },
    });
    const response = await call(t.app, 'GET', URL, { token });
    expect(response.json().data).toEqual({ ...DEFAULT_PREFERENCES, theme: 'dark' });
  });
});
