import { describe, expect, it } from 'vitest';
import {
  errorEnvelopeSchema,
  exportTemplateListReplySchema,
  exportTemplateReplySchema,
} from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { addMember, buildTeam, callAs } from '../../../../test/organization-team';
import { createSignedInUser } from '../../../../test/search-test-support';
import { useTestApp } from '../../../../test/use-test-app';

const COMPLIANCE = {
  name: 'Compliance file',
  templateType: 'compliance',
  configuration: {
    format: 'pdf',
    sections: ['auditContext', 'matches'],
    columns: ['fullName', 'sanctionList', 'confidence'],
    customFields: [{ label: 'Case', value: 'KYC-42' }],
  },
};

describe('Export templates (/api/v2/export-templates)', () => {
  const clock = createTestClock(new Date('2026-11-25T09:00:00.000Z'));
  const t = useTestApp({ clock });

  const create = async (token: string, payload: Record<string, unknown>) => {
    const response = await callAs(t.app, token, 'POST', '/api/v2/export-templates', payload);
    expect(response.statusCode, response.body).toBe(201);
    return exportTemplateReplySchema.parse(response.json()).data.template;
  };
  const list = async (token: string) => {
    const response = await callAs(t.app, token, 'GET', '/api/v2/export-templates');
    expect(response.statusCode, response.body).toBe(200);
    return exportTemplateListReplySchema.parse(response.json()).data.templates;
  };

  it('answers 401 without a session', async () => {
    const response = await callAs(t.app, undefined, 'GET', '/api/v2/export-templates');
    expect(response.statusCode).toBe(401);
  });

  it('creates templates with defaults filled in, keeps one default per user, updates and deletes', async () => {
    const { token } = await createSignedInUser(t.app, t.db);
    const first = await create(token, { ...COMPLIANCE, isDefault: true });
    expect(first).toMatchObject({
      name: 'Compliance file',
      templateType: 'compliance',
      isDefault: true,
      isPublic: false,
      isOwn: true,
      configuration: {
        format: 'pdf',
        sections: ['auditContext', 'matches'],
        columns: ['fullName', 'sanctionList', 'confidence'],
        customFields: [{ label: 'Case', value: 'KYC-42' }],
      },
    });
    const second = await create(token, {
      name: 'All columns CSV',
      templateType: 'general',
      configuration: { format: 'csv' },
      isDefault: true,
    });
    expect(second.configuration.columns).toContain('remarks');
    expect(second.configuration.sections).toHaveLength(5);
    expect((await list(token)).map((item) => [item.name, item.isDefault])).toEqual([
      ['All columns CSV', true],
      ['Compliance file', false],
    ]);

    const updated = await callAs(t.app, token, 'PUT', `/api/v2/export-templates/${first.id}`, {
      name: 'Audit file',
      templateType: 'audit',
      isDefault: true,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await list(token)).map((item) => [item.name, item.isDefault])).toEqual([
      ['Audit file', true],
      ['All columns CSV', false],
    ]);

    const deleted = await callAs(t.app, token, 'DELETE', `/api/v2/export-templates/${second.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await list(token)).map((item) => item.name)).toEqual(['Audit file']);
  });

  it("shares public templates with the owner's organisation, read-only; other accounts see none", async () => {
    const { organization, owner } = await buildTeam(t.app, t.db);
    const member = await addMember(t.app, t.db, organization.id, 'member');
    const outsider = await createSignedInUser(t.app, t.db);
    const shared = await create(owner.accessToken, {
      ...COMPLIANCE,
      isPublic: true,
      isDefault: true,
    });
    await create(owner.accessToken, { ...COMPLIANCE, name: 'Private' });

    expect(await list(member.accessToken)).toEqual([
      expect.objectContaining({ id: shared.id, isOwn: false, isDefault: false, isPublic: true }),
    ]);
    expect(await list(outsider.token)).toEqual([]);
    for (const [method, payload] of [
      ['PUT', { name: 'Hijacked' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await callAs(
        t.app,
        member.accessToken,
        method,
        `/api/v2/export-templates/${shared.id}`,
        payload,
      );
      expect(response.statusCode).toBe(404);
      expect(errorEnvelopeSchema.parse(response.json()).code).toBe('NOT_FOUND');
    }
  });

  it.each([
    ['an unknown type', { ...COMPLIANCE, templateType: 'secret' }],
    ['an unknown format', { ...COMPLIANCE, configuration: { format: 'docx' } }],
    ['no columns', { ...COMPLIANCE, configuration: { format: 'csv', columns: [] } }],
    ['an empty name', { ...COMPLIANCE, name: ' ' }],
  ])('refuses %s with 400', async (_label, payload) => {
    const { token } = await createSignedInUser(t.app, t.db);
    const response = await callAs(t.app, token, 'POST', '/api/v2/export-templates', payload);
    expect(response.statusCode, response.body).toBe(400);
  });
});
