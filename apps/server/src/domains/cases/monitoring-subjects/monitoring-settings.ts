import { eq } from 'drizzle-orm';
import { ORGANIZATION_DETAILS_NO_ORGANIZATION } from '@sanctions/contracts';
import type { MonitoringSettings, SessionUser } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { organizations } from '../../../db/schema/organizations';
import { AppError } from '../../../lib/app-error';
import { readMonitoringThresholds } from '../monitoring/monitoring-thresholds';
import { requireOrganizationManager } from '../../../lib/access/organization-manager';

/** The caller's alert threshold: the organisation's, or the default for a standalone account. */
export async function readMonitoringSettings(
  db: DbOrTx,
  organizationId: string | null,
): Promise<MonitoringSettings> {
  const thresholdOf = await readMonitoringThresholds(db, [organizationId]);
  return { threshold: thresholdOf(organizationId) };
}

/**
 * The organisation whose threshold the caller may set: owners and admins only (members 403). A standalone
 * account has no organisation to set it on: 404 "No organization", as the route access row says. Checked
 * before the body is validated, so a caller without the right never learns the body's shape.
 */
export function requireThresholdManager(user: SessionUser): string {
  if (user.organizationId === null)
    throw new AppError('NOT_FOUND', ORGANIZATION_DETAILS_NO_ORGANIZATION);
  return requireOrganizationManager(
    user,
    'Only organization owners and admins can change the monitoring alert threshold.',
  ).organizationId;
}

/** Sets the organisation's alert threshold (the caller passed {@link requireThresholdManager}). */
export async function writeMonitoringSettings(
  db: DbOrTx,
  organizationId: string,
  settings: MonitoringSettings,
  now: Date,
): Promise<MonitoringSettings> {
  await db
    .update(organizations)
    .set({ monitoringThreshold: settings.threshold, updatedAt: now })
    .where(eq(organizations.id, organizationId));
  return readMonitoringSettings(db, organizationId);
}
