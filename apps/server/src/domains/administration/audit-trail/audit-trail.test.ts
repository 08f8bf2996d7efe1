import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditChainListReplySchema,
  auditChainVerificationReplySchema,
  auditTrailEntrySchema,
  errorEnvelopeSchema,
} from '@sanctions/contracts';
import { buildUser } from '../../../../test/factories';
import { addMember, buildTeam, callAs, signInAs } from '../../../../test/organization-team';
import type { Team, TeamMember } from '../../../../test/organization-team';
import { useTestApp } from '../../../../test/use-test-app';
import { recordAudit } from '../audit/audit';
import { AUDIT_CSV_COLUMNS } from './audit-trail-csv';

const UNKNOWN_ORGANIZATION = '00000000-0000-4000-8000-000000000000';

describe('audit trail routes: chains, verification and export', () => {
  const t = useTestApp();
  let team: Team;
  let other: Team;
  let admin: TeamMember;
  let member: TeamMember;
  let superAdmin: string;
  let standalone: string;

  const record = (organizationId: string | null, action: string, at: string) =>
    recordAudit(t.db, {
      userId: null,
      organizationId,
      action,
      details: { note: `=${action}` },
      at: new Date(at),
    });

  beforeAll(async () => {
    team = await buildTeam(t.app, t.db);
    other = await buildTeam(t.app, t.db);
    admin = await addMember(t.app, t.db, team.organization.id, 'admin');
    member = await addMember(t.app, t.db, team.organization.id, 'member');
    const staff = await buildUser(t.db, { role: 'super_admin' });
    superAdmin = (await signInAs(t.app, staff.email, staff.plainPassword)).accessToken;
    const alone = await buildUser(t.db);
    standalone = (await signInAs(t.app, alone.email, alone.plainPassword)).accessToken;
    await record(team.organization.id, 'in_range_first', '2026-02-01T08:00:00.000Z');
    await record(team.organization.id, 'in_range_last', '2026-02-03T23:59:59.000Z');
    await record(team.organization.id, 'after_range', '2026-02-04T00:00:00.000Z');
    await record(other.organization.id, 'other_organization', '2026-02-02T08:00:00.000Z');
  });

  const chainUrl = (chain: string, tail: string) => `/api/v2/audit-trail/chains/${chain}/${tail}`;
  const exportUrl = (chain: string, format: string) =>
    `${chainUrl(chain, 'export')}?format=${format}&from=2026-02-01&to=2026-02-03`;

  it('answers 401 without a sign-in', async () => {
    for (const url of [
      '/api/v2/audit-trail/chains',
      chainUrl(team.organization.id, 'verification'),
      exportUrl(team.organization.id, 'jsonl'),
    ])
      expect((await callAs(t.app, undefined, 'GET', url)).statusCode).toBe(401);
  });

  it("answers 403 to the organisation's admins and members and to accounts outside it", async () => {
    for (const token of [admin.accessToken, member.accessToken, standalone]) {
      const response = await callAs(t.app, token, 'GET', exportUrl(team.organization.id, 'jsonl'));
      expect(response.statusCode).toBe(403);
      expect(errorEnvelopeSchema.parse(response.json()).message).toBe(
        'Only organization owners can view the audit trail',
      );
      expect(
        (await callAs(t.app, token, 'GET', chainUrl(team.organization.id, 'verification')))
          .statusCode,
      ).toBe(403);
    }
  });

  it("answers 404 for another organisation's chain, the staff chain and an unknown one", async () => {
    for (const chain of [other.organization.id, 'staff', UNKNOWN_ORGANIZATION]) {
      expect(
        (await callAs(t.app, team.owner.accessToken, 'GET', exportUrl(chain, 'jsonl'))).statusCode,
      ).toBe(404);
      expect(
        (await callAs(t.app, team.owner.accessToken, 'GET', chainUrl(chain, 'verification')))
          .statusCode,
      ).toBe(404);
    }
    expect(
      (await callAs(t.app, superAdmin, 'GET', chainUrl(UNKNOWN_ORGANIZATION, 'verification')))
        .statusCode,
    ).toBe(404);
  });

  it('lists the own chain to an owner and every chain, staff first, to the super admin', async () => {
    const own = auditChainListReplySchema.parse(
      (await callAs(t.app, team.owner.accessToken, 'GET', '/api/v2/audit-trail/chains')).json(),
    ).data.chains;
    expect(own.map((chain) => chain.chain)).toEqual([team.organization.id]);
    expect(own[0]?.rows).toBeGreaterThanOrEqual(3);
    const all = auditChainListReplySchema.parse(
      (await callAs(t.app, superAdmin, 'GET', '/api/v2/audit-trail/chains')).json(),
    ).data.chains;
    expect(all[0]?.chain).toBe('staff');
    expect(all.map((chain) => chain.chain)).toEqual(
      expect.arrayContaining([team.organization.id, other.organization.id]),
    );
  });

  it('exports only the own chain within the day range as JSON Lines, hashes included', async () => {
    const response = await callAs(
      t.app,
      team.owner.accessToken,
      'GET',
      exportUrl(team.organization.id, 'jsonl'),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    expect(response.headers['content-disposition']).toContain('.jsonl');
    const entries = response.body
      .trim()
      .split('\n')
      .map((line) => auditTrailEntrySchema.parse(JSON.parse(line)));
    expect(entries.map((entry) => entry.action)).toEqual(['in_range_first', 'in_range_last']);
    for (const entry of entries) {
      expect(entry.organizationId).toBe(team.organization.id);
      expect(entry.hash).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(entries[1]?.previousHash).toBe(entries[0]?.hash);
  });

  it('exports CSV with a header, neutralised formulas and the super admin may export too', async () => {
    const response = await callAs(t.app, superAdmin, 'GET', exportUrl(team.organization.id, 'csv'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(AUDIT_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('in_range_first');
    expect(lines[1]).toContain(`"{""note"":""=in_range_first""}"`);
    expect(response.body).not.toContain('other_organization');
  });

  it('refuses a range that ends before it starts', async () => {
    const response = await callAs(
      t.app,
      team.owner.accessToken,
      'GET',
      `${chainUrl(team.organization.id, 'export')}?from=2026-02-03&to=2026-02-01`,
    );
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).message).toBe(
      'The end date must not be before the start date',
    );
  });

  it('verifies the chain and, after a direct edit in the database, names the edited row', async () => {
    const url = chainUrl(team.organization.id, 'verification');
    const before = auditChainVerificationReplySchema.parse(
      (await callAs(t.app, team.owner.accessToken, 'GET', url)).json(),
    ).data;
    expect(before).toMatchObject({ chain: team.organization.id, intact: true, firstBreak: null });
    await t.db.execute(
      sql`update audit_logs set action = 'rewritten' where action = 'in_range_last'`,
    );
    const after = auditChainVerificationReplySchema.parse(
      (await callAs(t.app, team.owner.accessToken, 'GET', url)).json(),
    ).data;
    expect(after.intact).toBe(false);
    expect(after.firstBreak?.kind).toBe('content-changed');
    const staff = auditChainVerificationReplySchema.parse(
      (await callAs(t.app, superAdmin, 'GET', chainUrl('staff', 'verification'))).json(),
    ).data;
    expect(staff.intact).toBe(true);
  });
});
