import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './domains/identity';
import { activityRoutes } from './domains/administration';
import { adminActivityRoutes } from './domains/administration';
import { auditTrailRoutes } from './domains/administration';
import { analyticsRoutes } from './domains/administration';
import { apiKeysRoutes } from './domains/identity';
import { authRoutes } from './domains/identity';
import { createSessionStarter } from './domains/identity';
import { ssoSignInRoutes } from './domains/identity';
import {
  countSeats,
  lockOrganization,
  memberLimitsOfOrganization,
  organizationIpAllowlistRoutes,
  ssoSettingsRoutes,
} from './domains/organizations';
import { staffIpAllowlistRoutes } from './domains/administration';
import { bulkScreeningRoutes } from './domains/bulk';
import { findBulkRowHitSource } from './domains/bulk';
import { billingSummaryRoutes } from './domains/billing';
import { billingLifecycleRoutes } from './domains/billing';
import { cashPaymentsRoutes } from './domains/billing';
import { contactRoutes } from './domains/administration';
import { emailVerificationRoutes } from './domains/identity';
import { healthProbeRoutes } from './domains/operations';
import { healthRoutes } from './domains/operations';
import { invoicesRoutes } from './domains/billing';
import { monitoringSubjectsRoutes } from './domains/cases';
import { monitoringAlertsRoutes } from './domains/cases';
import { monitoringClearancesRoutes } from './domains/cases';
import { monitoringRescreenJobs } from './domains/cases';
import { monitoringNotificationsRoutes } from './domains/cases';
import { notificationsRoutes } from './domains/notifications';
import { organizationApprovalRoutes } from './domains/organizations';
import { organizationInvitationsRoutes } from './domains/organizations';
import { organizationMembersRoutes } from './domains/organizations';
import { teamReportRoutes } from './domains/organizations';
import { organizationSignupRoutes } from './domains/organizations';
import { organizationWorkspaceRoutes } from './domains/organizations';
import { passwordResetRoutes } from './domains/identity';
import { officeAddressRoutes } from './domains/billing';
import { planManagementRoutes } from './domains/billing';
import { preferencesRoutes } from './domains/identity';
import { listUpdatesRoutes } from './domains/lists';
import { pepUploadRoutes, sanctionsRoutes } from './domains/lists';
import { watchlistsRoutes } from './domains/lists';
import { reportRoutes } from './domains/screening';
import { findSearchEvidence, loadSearchEvidence, loadStoredEvidence } from './domains/screening';
import { searchRoutes } from './domains/screening';
import { markSearchMatchesCleared } from './domains/cases';
import { searchHistoryRoutes } from './domains/screening';
import { savedSearchesRoutes } from './domains/screening';
import { matchFeedbackRoutes } from './domains/screening';
import { exportTemplatesRoutes } from './domains/screening';
import { takeExportTemplateForUse } from './domains/screening';
import { sessionsRoutes } from './domains/identity';
import { sessionPolicyRoutes } from './domains/identity';
import { subscriptionChangeRoutes } from './domains/billing';
import { subscriptionPlansRoutes } from './domains/billing';
import { superAdminRoutes } from './domains/administration';
import { createIdentityCheck } from './domains/identity';
import { verifySecondFactor } from './domains/identity';
import { signInSecondFactor } from './domains/identity';
import { twoFactorRoutes } from './domains/identity';
import { searchQuota } from './domains/screening';
import { usageRoutes } from './domains/screening';
import { userManagementRoutes } from './domains/administration';
import { webhooksRoutes } from './domains/notifications';
import { createProviderDiscovery } from './lib/oidc/provider-discovery';

/**
 * Every feature's route plugin, composed here (features never import each other). One line per feature;
 * each plugin declares its full `/api/...` paths.
 */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(healthProbeRoutes);
  await app.register(authRoutes, { secondFactor: signInSecondFactor });
  await app.register(passwordResetRoutes);
  await app.register(emailVerificationRoutes);
  await app.register(sanctionsRoutes);
  await app.register(pepUploadRoutes);
  await app.register(listUpdatesRoutes);
  await app.register(watchlistsRoutes);
  await app.register(searchRoutes, { quota: searchQuota, markCleared: markSearchMatchesCleared });
  await app.register(searchHistoryRoutes);
  await app.register(savedSearchesRoutes);
  await app.register(matchFeedbackRoutes);
  await app.register(exportTemplatesRoutes);
  await app.register(bulkScreeningRoutes);
  await app.register(monitoringSubjectsRoutes);
  await app.register(monitoringRescreenJobs);
  await app.register(usageRoutes);
  const identity = createIdentityCheck({
    db: app.db,
    now: () => app.clock.now(),
    verifySecondFactor,
    secretBox: app.secretBox,
  });
  await app.register(accountRoutes, { identity });
  await app.register(twoFactorRoutes, { identity });
  await app.register(activityRoutes);
  await app.register(preferencesRoutes);
  await app.register(sessionsRoutes);
  await app.register(sessionPolicyRoutes);
  await app.register(apiKeysRoutes);
  await app.register(notificationsRoutes);
  await app.register(reportRoutes, {
    findEvidence: findSearchEvidence,
    loadEvidence: loadSearchEvidence,
    readEvidence: loadStoredEvidence,
    findTemplate: (db, viewer, id, now) =>
      takeExportTemplateForUse(
        db,
        { id: viewer.id, organizationId: viewer.organizationId },
        id,
        now,
      ),
  });
  await app.register(contactRoutes);
  await app.register(subscriptionPlansRoutes);
  await app.register(organizationSignupRoutes);
  await app.register(organizationApprovalRoutes);
  await app.register(cashPaymentsRoutes);
  await app.register(billingLifecycleRoutes);
  await app.register(subscriptionChangeRoutes);
  await app.register(invoicesRoutes);
  await app.register(billingSummaryRoutes);
  await app.register(organizationMembersRoutes);
  await app.register(teamReportRoutes);
  const startSession = createSessionStarter(app);
  await app.register(organizationInvitationsRoutes, { startSession });
  // One per app: the settings routes refresh what the sign-in routes read.
  const discovery = createProviderDiscovery({ now: () => app.clock.now() });
  await app.register(ssoSignInRoutes, {
    startSession,
    seats: { lock: lockOrganization, count: countSeats, memberLimits: memberLimitsOfOrganization },
    discovery,
  });
  await app.register(ssoSettingsRoutes, { discovery });
  await app.register(organizationIpAllowlistRoutes);
  await app.register(staffIpAllowlistRoutes);
  await app.register(webhooksRoutes);
  await app.register(monitoringNotificationsRoutes);
  await app.register(planManagementRoutes);
  await app.register(officeAddressRoutes);
  await app.register(organizationWorkspaceRoutes);
  await app.register(superAdminRoutes);
  await app.register(userManagementRoutes);
  await app.register(adminActivityRoutes);
  await app.register(auditTrailRoutes);
  await app.register(analyticsRoutes);
  await app.register(monitoringAlertsRoutes, {
    findEvidence: findSearchEvidence,
    findBulkRow: findBulkRowHitSource,
  });
  await app.register(monitoringClearancesRoutes);
}
