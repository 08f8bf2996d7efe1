import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CERTIFICATE_CODE_PATTERN,
  certificateVerificationReplySchema,
  errorEnvelopeSchema,
  searchResponseSchema,
} from '@sanctions/contracts';
import { buildTestApp, createTestClock } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { addMember, buildTeam, callAs } from '../../../../test/organization-team';
import { pdfText } from '../../../../test/pdf-text';
import {
  createListsDir,
  createSignedInUser,
  importListsDir,
  postSearch,
} from '../../../../test/search-test-support';

const CODE_IN_TEXT =
  /[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}/;

/**
 * Table cells and long values wrap where the layout puts them (after a hyphen too, as in AL- / TIKRITI or a
 * code's groups): whitespace is collapsed and a line break after a hyphen is undone before comparing.
 */
const unwrapped = (text: string) => text.replace(/-\s+/g, '-').replace(/\s+/g, ' ');

describe('screening certificate (ADR 023)', () => {
  let testApp: TestApp;
  let lists: Awaited<ReturnType<typeof createListsDir>>;
  let analystToken: string;
  let organizationName: string;
  let cleanId: string;
  let hitId: string;
  const clock = createTestClock(new Date('2026-03-10T09:30:00.000Z'));

  const certificate = (token: string | undefined, id: string, lang = 'en') =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/v2/search/${id}/certificate.pdf?lang=${lang}`,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });
  const verify = async (id: string, code: string) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v2/search/${id}/verify?code=${encodeURIComponent(code)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return certificationOf(response.json());
  };
  const certificationOf = (body: unknown) => certificateVerificationReplySchema.parse(body).data;
  const issueCode = async (id: string) => {
    const response = await certificate(analystToken, id);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    // Read where the certificate prints it, not anywhere in the text: a search id whose hex happens to be
    // digits in the right places would match the pattern too. The verify link must carry the same code.
    const text = unwrapped(await pdfText(response.rawPayload));
    const code = CODE_IN_TEXT.exec(text.slice(text.indexOf('Verification code')))?.[0];
    if (code === undefined) throw new Error(`no code on the certificate:\n${text}`);
    // The link is set in a narrow monospace cell and may wrap anywhere, a space then falls inside it.
    expect(text.replace(/\s/g, ''), 'the verify link carries the printed code').toContain(
      `code=${code}`,
    );
    return code;
  };

  beforeAll(async () => {
    lists = await createListsDir(['un']);
    testApp = await buildTestApp({ clock, env: { LISTS_DIR: lists.dir } });
    await importListsDir(testApp.app, testApp.db);
    const team = await buildTeam(testApp.app, testApp.db);
    organizationName = team.organization.displayName;
    const analyst = await addMember(testApp.app, testApp.db, team.organization.id, 'member');
    analystToken = analyst.accessToken;
    const clean = await postSearch(testApp.app, analystToken, {
      firstName: 'Quentin',
      lastName: 'Marlowe-Pettigrew',
      dateOfBirth: '1980-02-03',
      nationality: 'France',
    });
    cleanId = searchResponseSchema.parse(clean.json()).data.searchId;
    const hit = await postSearch(testApp.app, analystToken, {
      firstName: 'Saddam',
      lastName: 'Hussein',
    });
    hitId = searchResponseSchema.parse(hit.json()).data.searchId;
  });
  afterAll(async () => {
    await testApp?.close();
    await lists?.remove();
  });

  it('certifies a clean search in English: who, organisation, when, every query field, lists, method, result, code', async () => {
    const response = await certificate(analystToken, cleanId);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="screening-certificate-${cleanId}.pdf"`,
    );
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Screening Certificate',
      cleanId,
      organizationName,
      '2026-03-10 09:30:00 UTC',
      'Quentin',
      'Marlowe-Pettigrew',
      '1980-02-03',
      'France',
      'Fuzzy',
      'UN',
      'Algorithm version',
      'Match threshold',
      '70%',
      'No match',
      'No reviewer sign-off',
      'Evidence hash (SHA-256)',
      '/verify-certificate?search=',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toMatch(CODE_IN_TEXT);
    // The hash may wrap across lines; its 64 hex digits are what counts.
    expect(text.replace(/\s+/g, '')).toMatch(/[0-9a-f]{64}/);
  });

  it('verifies the printed code without sign-in, forgives case and dashes, and keeps the same code on re-issue', async () => {
    const code = await issueCode(cleanId);
    expect(code).toMatch(CODE_IN_TEXT);
    expect(CERTIFICATE_CODE_PATTERN.test(code)).toBe(true);
    const valid = await verify(cleanId, code);
    expect(valid).toEqual({
      status: 'valid',
      checkedAt: '2026-03-10T09:30:00.000Z',
      issuedAt: '2026-03-10T09:30:00.000Z',
    });
    expect((await verify(cleanId, code.replace(/-/g, '').toLowerCase())).status).toBe('valid');
    clock.advance(60_000);
    expect(await issueCode(cleanId)).toBe(code);
  });

  it('answers invalid for a wrong code, a code of another search, an unknown search and a search never certified', async () => {
    const code = await issueCode(cleanId);
    const last = code.at(-1) === '0' ? '1' : '0';
    expect((await verify(cleanId, `${code.slice(0, -1)}${last}`)).status).toBe('invalid');
    expect((await verify(cleanId, 'not a code')).status).toBe('invalid');
    expect((await verify(hitId, code)).status).toBe('invalid');
    expect((await verify('00000000-0000-4000-8000-000000000000', code)).status).toBe('invalid');
    const malformed = await testApp.app.inject({
      method: 'GET',
      url: `/api/v2/search/not-a-uuid/verify?code=${code}`,
    });
    expect(malformed.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(malformed.json()).code).toBe('VALIDATION_FAILED');
  });

  it('shows the matches with their dispositions, and prints the Arabic certificate right-to-left', async () => {
    const feedback = await callAs(
      testApp.app,
      analystToken,
      'POST',
      `/api/v2/search/${hitId}/feedback`,
      {
        matchIndex: 0,
        isRelevant: false,
        comment: 'Different date of birth',
      },
    );
    expect(feedback.statusCode, feedback.body).toBe(200);
    // Table cells wrap: words are compared with whitespace collapsed.
    const flat = unwrapped;
    const english = flat(await pdfText((await certificate(analystToken, hitId)).rawPayload));
    expect(english).toContain('Matches found');
    expect(english).toContain('SADDAM HUSSEIN AL-TIKRITI');
    expect(english).toContain('Marked not relevant');
    // pdftotext reads a table row by lines, so a wrapped cell's lines can be interleaved with its neighbours'.
    expect(english).toMatch(/Different date[\s\S]*of birth/);
    const arabic = await certificate(analystToken, hitId, 'ar');
    expect(arabic.statusCode).toBe(200);
    const text = flat(await pdfText(arabic.rawPayload));
    expect(text).toContain('شهادة فحص');
    expect(text).toContain('رمز التحقق');
    expect(text).toContain('مصنفة غير ذات صلة');
    expect(text).toMatch(CODE_IN_TEXT);
  });

  it('detects evidence altered after issue, and refuses a new certificate for it', async () => {
    const code = await issueCode(hitId);
    expect((await verify(hitId, code)).status).toBe('valid');
    await testApp.db.execute(
      sql`update search_sessions set search_query = jsonb_set(search_query, '{query,firstName}', '"Sadam"') where session_id = ${hitId}`,
    );
    expect(await verify(hitId, code)).toEqual({
      status: 'altered',
      checkedAt: clock.now().toISOString(),
    });
    const refused = await certificate(analystToken, hitId);
    expect(refused.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(refused.json()).error).toBe(
      'The stored evidence of this search no longer matches its certificate',
    );
    // A wrong code still learns nothing, not even that the record changed.
    expect((await verify(hitId, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ')).status).toBe('invalid');
  });

  it('answers 401 without sign-in and 404 to another user and to another organisation', async () => {
    const anonymous = await certificate(undefined, cleanId);
    expect(anonymous.statusCode).toBe(401);
    const { token: strangerToken } = await createSignedInUser(testApp.app, testApp.db);
    expect((await certificate(strangerToken, cleanId)).statusCode).toBe(404);
    const otherTeam = await buildTeam(testApp.app, testApp.db);
    expect((await certificate(otherTeam.owner.accessToken, cleanId)).statusCode).toBe(404);
  });
});
