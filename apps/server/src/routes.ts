import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './features/account/account.routes';
import { activityRoutes } from './features/activity/activity.routes';
import { adminActivityRoutes } from './features/admin-activity/admin-activity.routes';
import { auditTrailRoutes } from './domains/administration/audit-trail/audit-trail.routes';
import { analyticsRoutes } from './features/analytics/analytics.routes';
import { apiKeysRoutes } from './features/api-keys/api-keys.routes';
import { authRoutes } from './features/auth/auth.routes';
import { createSessionStarter } from './features/auth/start-session';
import { bulkScreeningRoutes } from './features/bulk-screening/bulk-screening.routes';
import { findBulkRowHitSource } from './features/bulk-screening/bulk-row-hit-source.service';
import { billingSummaryRoutes } from './features/billing-summary/billing-summary.routes';
import { billingLifecycleRoutes } from './features/billing-lifecycle/billing-lifecycle.routes';
import { cashPaymentsRoutes } from './features/cash-payments/cash-payments.routes';
import { contactRoutes } from './features/contact/contact.routes';
import { emailVerificationRoutes } from './features/email-verification/email-verification.routes';
import { healthProbeRoutes } from './features/health/health-probes.routes';
import { healthRoutes } from './features/health/health.routes';
import { invoicesRoutes } from './features/invoices/invoices.routes';
import { monitoringSubjectsRoutes } from './features/monitoring-subjects/monitoring-subjects.routes';
import { monitoringAlertsRoutes } from './features/monitoring-alerts/monitoring-alerts.routes';
import { monitoringClearancesRoutes } from './features/monitoring-clearances/monitoring-clearances.routes';
import { monitoringRescreenJobs } from './features/monitoring-rescreen/monitoring-rescreen.plugin';
import { monitoringNotificationsRoutes } from './features/monitoring-notifications/monitoring-notifications.plugin';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { organizationApprovalRoutes } from './features/organization-approval/organization-approval.routes';
import { organizationInvitationsRoutes } from './features/organization-invitations/invitations.routes';
import { organizationMembersRoutes } from './features/organization-members/members.routes';
import { teamReportRoutes } from './features/team-report/team-report.routes';
import { organizationSignupRoutes } from './features/organization-signup/organization-signup.routes';
import { organizationWorkspaceRoutes } from './features/organization-workspace/organization-workspace.routes';
import { passwordResetRoutes } from './features/password-reset/password-reset.routes';
import { officeAddressRoutes } from './features/office-address/office-address.routes';
import { planManagementRoutes } from './features/plan-management/plan-management.routes';
import { preferencesRoutes } from './features/preferences/preferences.routes';
import { listUpdatesRoutes } from './features/list-updates/list-updates.routes';
import { sanctionsRoutes } from './features/sanctions/sanctions.routes';
import { reportRoutes } from './features/reports/report.routes';
import {
  findSearchEvidence,
  loadSearchEvidence,
  loadStoredEvidence,
} from './features/search/search-evidence.service';
import { searchRoutes } from './features/search/search.routes';
import { searchHistoryRoutes } from './features/search-history/search-history.routes';
import { savedSearchesRoutes } from './features/saved-searches/saved-searches.routes';
import { matchFeedbackRoutes } from './features/match-feedback/match-feedback.routes';
import { exportTemplatesRoutes } from './features/export-templates/export-templates.routes';
import { takeExportTemplateForUse } from './features/export-templates/export-templates.service';
import { sessionsRoutes } from './features/sessions/sessions.routes';
import { sessionPolicyRoutes } from './domains/identity/session-policy/session-policy.routes';
import { subscriptionChangeRoutes } from './features/subscription-change/subscription-change.routes';
import { subscriptionPlansRoutes } from './features/subscription-plans/subscription-plans.routes';
import { superAdminRoutes } from './features/super-admin/super-admin.routes';
import { createIdentityCheck } from './features/two-factor/identity-check';
import { verifySecondFactor } from './features/two-factor/second-factor';
import { signInSecondFactor } from './features/two-factor/sign-in-second-factor';
import { twoFactorRoutes } from './features/two-factor/two-factor.routes';
import { searchQuota } from './features/usage/usage-quota';
import { usageRoutes } from './features/usage/usage.routes';
import { userManagementRoutes } from './features/user-management/user-management.routes';
import { webhooksRoutes } from './features/webhooks/webhooks.routes';

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
  await app.register(listUpdatesRoutes);
  await app.register(searchRoutes, { quota: searchQuota });
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
  await app.register(organizationInvitationsRoutes, { startSession: createSessionStarter(app) });
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
