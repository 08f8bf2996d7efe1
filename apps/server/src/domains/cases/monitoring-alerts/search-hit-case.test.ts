import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alertDetailResponseSchema,
  decisionResponseSchema,
  openSearchHitCaseResponseSchema,
  searchResponseSchema,
} from '@sanctions/contracts';
import { buildOrganization } from '../../../../test/factories';
import { pdfText } from '../../../../test/pdf-text';
import {
  createListsDir,
  createSignedInUser,
  importListsDir,
  postSearch,
} from '../../../../test/search-test-support';
import { useTestApp } from '../../../../test/use-test-app';

let lists: Awaited<ReturnType<typeof createListsDir>>;
beforeAll(async () => {
  lists = await createListsDir(['un']);
});
afterAll(async () => {
  await lists.remove();
});

const HIT = { sanctionList: 'un', sourceId: 'CDi.001' } as const;

describe('a case opened on a hit of a single search (ADR 024)', () => {
  const t = useTestApp({
    env: {
      get LISTS_DIR() {
        return lists.dir;
      },
    },
  });

  const post = (token: string | undefined, url: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      payload,
    });

  const searchBadege = async (token: string) => {
    const response = await postSearch(t.app, token, { firstName: 'Eric', lastName: 'Badege' });
    expect(response.statusCode, response.body).toBe(200);
    const data = searchResponseSchema.parse(response.json()).data;
    const hit = data.matches.find((m) => m.sanctionEntry.sourceId === HIT.sourceId);
    expect(hit).toBeDefined();
    return { searchId: data.searchId, hit };
  };

  it('is decided by two people, then the next search shows the hit cleared', async () => {
    await importListsDir(t.app, t.db);
    const organization = await buildOrganization(t.db);
    const member = await createSignedInUser(t.app, t.db, {
      organizationId: organization.id,
      organizationRole: 'member',
    });
    const owner = await createSignedInUser(t.app, t.db, {
      organizationId: organization.id,
      organizationRole: 'owner',
    });
    const admin = await createSignedInUser(t.app, t.db, {
      organizationId: organization.id,
      organizationRole: 'admin',
    });
    const stranger = await createSignedInUser(t.app, t.db, {
      organizationId: (await buildOrganization(t.db)).id,
      organizationRole: 'owner',
    });
    const { searchId, hit } = await searchBadege(member.token);
    expect(hit?.clearedBefore).toBeUndefined();
    const open = { searchId, ...HIT };

    expect((await post(undefined, '/api/v2/monitoring/cases/from-search', open)).statusCode).toBe(
      401,
    );
    // Another organisation cannot open a case on our search, nor probe it.
    expect(
      (await post(stranger.token, '/api/v2/monitoring/cases/from-search', open)).statusCode,
    ).toBe(404);
    const missing = await post(member.token, '/api/v2/monitoring/cases/from-search', {
      ...open,
      sourceId: 'NOT-A-HIT',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ messageKey: 'cases.hitNotFound' });

    const opened = await post(member.token, '/api/v2/monitoring/cases/from-search', open);
    expect(opened.statusCode, opened.body).toBe(201);
    const { alertId, created } = openSearchHitCaseResponseSchema.parse(opened.json()).data;
    expect(created).toBe(true);
    // Asked again: the same undecided case, not a second one.
    const again = await post(member.token, '/api/v2/monitoring/cases/from-search', open);
    expect(again.statusCode).toBe(200);
    expect(openSearchHitCaseResponseSchema.parse(again.json()).data).toEqual({
      alertId,
      created: false,
    });

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v2/monitoring/alerts/${alertId}`,
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const alert = alertDetailResponseSchema.parse(detail.json()).data;
    expect(alert.trigger).toBe('search_hit');
    expect(alert.subject.firstName).toBe('Eric');
    const strangerDetail = await t.app.inject({
      method: 'GET',
      url: `/api/v2/monitoring/alerts/${alertId}`,
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(strangerDetail.statusCode).toBe(404);

    const proposed = await post(owner.token, `/api/v2/monitoring/alerts/${alertId}/decisions`, {
      decision: 'false_positive',
      reason: 'Different person: born elsewhere, other nationality',
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const { decision } = decisionResponseSchema.parse(proposed.json()).data;
    // Four-eyes: the maker never approves their own decision, a member holds no reviewer right.
    const ownApproval = await post(
      owner.token,
      `/api/v2/monitoring/decisions/${decision.id}/approve`,
      { reason: 'Looks right' },
    );
    expect(ownApproval.statusCode).toBe(403);
    expect(ownApproval.json()).toMatchObject({ messageKey: 'cases.ownDecision' });
    const memberApproval = await post(
      member.token,
      `/api/v2/monitoring/decisions/${decision.id}/approve`,
      { reason: 'Looks right' },
    );
    expect(memberApproval.statusCode).toBe(403);
    expect(
      (
        await post(stranger.token, `/api/v2/monitoring/decisions/${decision.id}/approve`, {
          reason: 'Not ours',
        })
      ).statusCode,
    ).toBe(404);
    // Still not cleared while only proposed.
    expect((await searchBadege(member.token)).hit?.clearedBefore).toBeUndefined();
    const approved = await post(
      admin.token,
      `/api/v2/monitoring/decisions/${decision.id}/approve`,
      { reason: 'Agreed: not the listed person' },
    );
    expect(approved.statusCode, approved.body).toBe(200);

    const next = await searchBadege(member.token);
    expect(next.hit?.clearedBefore).toMatchObject({ alertId, decisionId: decision.id });
    // The other organisation searching the same name sees nothing of our decision.
    expect((await searchBadege(stranger.token)).hit?.clearedBefore).toBeUndefined();

    // The search's certificate carries the two people's sign-off (issue 23 §2).
    const certificate = await t.app.inject({
      method: 'GET',
      url: `/api/v2/search/${searchId}/certificate.pdf?lang=en`,
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(certificate.statusCode, certificate.body).toBe(200);
    const text = (await pdfText(certificate.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Reviewer sign-off');
    expect(text).not.toContain('No reviewer sign-off');
    expect(text).toContain('False positive');
    expect(text).toContain('Different person: born elsewhere, other nationality');
    expect(text).toMatch(/proposed by .+, approved by .+/);
  }, 300_000);
});
