import {
  ORGANIZATION_DETAILS_NO_ORGANIZATION,
  ORGANIZATION_MANAGERS_ONLY_MESSAGE,
  ORGANIZATION_SETTINGS_SAVED_MESSAGE,
  canManageOrganization,
} from '@sanctions/contracts';
import type { OrganizationSettings, OrganizationSettingsReply } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../administration';
import type { RequestOrigin } from '../../../lib/request-origin';
import type { WorkspaceViewer } from './find-organization-details';
import { requireOrganizationId } from './find-organization-details';
import { lockOrganization, updateOrganization } from './organization-workspace.queries';
import type { OrganizationRow } from './organization-workspace.queries';
import { toOrganizationProfile } from './to-organization-views';

export interface SettingsDeps {
  db: Db;
  now: () => Date;
}

export interface SettingsInput {
  viewer: WorkspaceViewer & { id: string };
  settings: OrganizationSettings;
  origin: RequestOrigin;
}

const blankToNull = (value: string): string | null => (value === '' ? null : value);

/** The editable columns as the audit row records them before and after. */
function editableFields(row: OrganizationRow) {
  return {
    displayName: row.displayName,
    description: row.description,
    industry: row.industry,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    website: row.website,
    taxId: row.taxId,
    address: toOrganizationProfile(row).address,
  };
}

/**
 * The caller's organisation id when they may change its settings: 404 without an organisation, 403 for a
 * member who is neither owner nor admin. Checked before the body, so a member learns nothing from it.
 */
export function assertSettingsManager(viewer: WorkspaceViewer): string {
  const organizationId = requireOrganizationId(viewer);
  if (!canManageOrganization(viewer.organizationRole))
    throw new AppError('FORBIDDEN', ORGANIZATION_MANAGERS_ONLY_MESSAGE);
  return organizationId;
}

/**
 * Saves the caller's organisation details (owners and admins only). The legal name stays as approved: it
 * names the organisation on invoices and in the provider's review, so changing it goes through the provider.
 * The row is locked while it is read and written, so the audit's before/after pairs are exact even when two
 * managers save at once.
 */
export async function updateOrganizationSettings(
  deps: SettingsDeps,
  input: SettingsInput,
): Promise<OrganizationSettingsReply> {
  const organizationId = assertSettingsManager(input.viewer);
  const now = deps.now();
  const { settings } = input;
  const saved = await deps.db.transaction(async (tx) => {
    const before = await lockOrganization(tx, organizationId);
    if (before === undefined) throw new AppError('NOT_FOUND', ORGANIZATION_DETAILS_NO_ORGANIZATION);
    const after = await updateOrganization(tx, organizationId, {
      displayName: settings.displayName,
      description: blankToNull(settings.description),
      industry: blankToNull(settings.industry),
      contactEmail: settings.contactEmail,
      contactPhone: blankToNull(settings.contactPhone),
      website: blankToNull(settings.website),
      taxId: blankToNull(settings.taxId),
      address: settings.address,
      updatedAt: now,
    });
    if (after === undefined) throw new Error('Update of organizations returned no row');
    await recordAudit(tx, {
      userId: input.viewer.id,
      actorId: input.viewer.id,
      organizationId,
      action: 'organization_settings_updated',
      details: { before: editableFields(before), after: editableFields(after) },
      ip: input.origin.ip,
      userAgent: input.origin.userAgent,
      at: now,
    });
    return after;
  });
  return {
    success: true,
    message: ORGANIZATION_SETTINGS_SAVED_MESSAGE,
    data: { organization: toOrganizationProfile(saved) },
  };
}
