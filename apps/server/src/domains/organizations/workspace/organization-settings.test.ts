import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, organizationSettingsReplySchema } from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { buildOrganization } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import { organizations } from '../../../db/schema/organizations';
import { auditLogs } from '../../../db/schema/users';
import {
  organizationWithOwner,
  putSettings,
  signedInMember,
} from '../../../../test/organizations/workspace-test-support';

const NOW = new Date('2026-03-10T12:00:00.000Z');

const SETTINGS = {
  displayName: 'Levant Exchange',
  description: 'Remittances and currency exchange',
  industry: 'finance',
  contactEmail: 'compliance@levant.example',
  contactPhone: '+962 6 555 0100',
  website: 'levant.example',
  address: {
    street: '1 Rainbow St',
    city: 'Amman',
    state: '',
    country: 'Jordan',
    zipCode: '11181',
  },
};

describe('PUT /api/v2/organization/settings', () => {
  const t = useTestApp({ clock: createTestClock(NOW) });

  const storedOrganization = async (id: string) => {
    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, id));
    return row;
  };

  it('answers 401 without a session', async () => {
    const response = await putSettings(t.app, undefined, SETTINGS);
    expect(response.statusCode).toBe(401);
  });

  it('answers 404 "No organization" to a standalone user', async () => {
    const standalone = await signedInMember(t.app, t.db, null);
    const response = await putSettings(t.app, standalone.token, SETTINGS);
    expect(response.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(response.json()).message).toBe('No organization');
  });

  it('refuses a member with 403, whatever the body, and changes nothing', async () => {
    const { organization } = await organizationWithOwner(t.app, t.db);
    const member = await signedInMember(t.app, t.db, organization.id, 'member');

    for (const payload of [SETTINGS, { displayName: '' }]) {
      const response = await putSettings(t.app, member.token, payload);
      expect(response.statusCode).toBe(403);
      expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Only organization owners and admins can change organization settings',
      });
    }
    expect(await storedOrganization(organization.id)).toEqual(organization);
  });

  it("saves the owner's changes normalised like the sign-up, keeps the legal name and audits before/after", async () => {
    const { organization, owner } = await organizationWithOwner(t.app, t.db);

    const response = await putSettings(t.app, owner.token, {
      ...SETTINGS,
      name: 'Renamed Legal Entity',
      displayName: '  Levant Exchange  ',
    });

    expect(response.statusCode).toBe(200);
    const reply = organizationSettingsReplySchema.parse(response.json());
    expect(reply.message).toBe('Organization settings saved');
    expect(reply.data.organization).toMatchObject({
      id: organization.id,
      name: organization.name,
      displayName: 'Levant Exchange',
      website: 'https://levant.example',
      industry: 'finance',
      address: SETTINGS.address,
    });
    const stored = await storedOrganization(organization.id);
    expect(stored).toMatchObject({
      name: organization.name,
      displayName: 'Levant Exchange',
      description: 'Remittances and currency exchange',
      contactEmail: 'compliance@levant.example',
      contactPhone: '+962 6 555 0100',
      website: 'https://levant.example',
      address: SETTINGS.address,
      updatedAt: NOW,
    });

    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.organizationId, organization.id),
          eq(auditLogs.action, 'organization_settings_updated'),
        ),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ userId: owner.id, actorId: owner.id, createdAt: NOW });
    expect(audits[0]?.details).toMatchObject({
      before: {
        displayName: organization.displayName,
        website: null,
        address: { street: '', city: '', state: '', country: '', zipCode: '' },
      },
      after: { displayName: 'Levant Exchange', website: 'https://levant.example' },
    });
  });

  it('lets an admin save, and blank optional fields are stored empty', async () => {
    const { organization } = await organizationWithOwner(t.app, t.db, {
      organization: { description: 'Old text', website: 'https://old.example' },
    });
    const admin = await signedInMember(t.app, t.db, organization.id, 'admin');

    const response = await putSettings(t.app, admin.token, {
      displayName: 'Renamed',
      contactEmail: 'desk@renamed.example',
      description: '',
      website: '',
    });

    expect(response.statusCode).toBe(200);
    expect(await storedOrganization(organization.id)).toMatchObject({
      displayName: 'Renamed',
      contactEmail: 'desk@renamed.example',
      description: null,
      website: null,
      industry: null,
      contactPhone: null,
    });
  });

  it.each([
    [{ ...SETTINGS, displayName: '   ' }, ['displayName'], 'Display name is required'],
    [{ ...SETTINGS, website: 'not a website' }, ['website'], 'Invalid website URL'],
    [{ ...SETTINGS, contactEmail: 'nobody' }, ['contactEmail'], 'Invalid email address'],
    [{ ...SETTINGS, contactPhone: 'call me' }, ['contactPhone'], 'Invalid phone number'],
  ])('answers 400 with the field message for %j', async (payload, path, message) => {
    const { organization, owner } = await organizationWithOwner(t.app, t.db);
    const response = await putSettings(t.app, owner.token, payload);
    expect(response.statusCode).toBe(400);
    const failure = errorEnvelopeSchema.parse(response.json());
    expect(failure).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(failure.issues).toContainEqual({ path, message });
    expect(await storedOrganization(organization.id)).toEqual(organization);
  });

  it("changes only the caller's organisation", async () => {
    const first = await organizationWithOwner(t.app, t.db);
    const second = await buildOrganization(t.db);

    const response = await putSettings(t.app, first.owner.token, SETTINGS);

    expect(response.statusCode).toBe(200);
    expect((await storedOrganization(first.organization.id))?.displayName).toBe('Levant Exchange');
    expect(await storedOrganization(second.id)).toEqual(second);
  });
});
