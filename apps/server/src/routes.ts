import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './domains/identity/account/account.routes';
import { activityRoutes } from './domains/administration/activity/activity.routes';
import { adminActivityRoutes } from './domains/administration/admin-activity/admin-activity.routes';
import { analyticsRoutes } from './domains/administration/analytics/analytics.routes';
import { apiKeysRoutes } from './domains/identity/api-keys/api-keys.routes';
import { authRoutes } from './domains/identity/auth/auth.routes';
import { createSessionStarter } from './domains/identity/auth/start-session';
import { bulkScreeningRoutes } from './domains/bulk/screening/bulk-screening.routes';
import { findBulkRowHitSource } from './domains/bulk/screening/bulk-row-hit-source.service';
import { billingSummaryRoutes } from './domains/billing/summary/billing-summary.routes';
import { billingLifecycleRoutes } from './domains/billing/lifecycle/billing-lifecycle.routes';
import { cashPaymentsRoutes } from './domains/billing/cash-payments/cash-payments.routes';
import { contactRoutes } from './domains/administration/contact/contact.routes';
import { emailVerificationRoutes } from './domains/identity/email-verification/email-verification.routes';
import { healthProbeRoutes } from './domains/operations/health/health-probes.routes';
import { healthRoutes } from './domains/operations/health/health.routes';
import { invoicesRoutes } from './domains/billing/invoices/invoices.routes';
import { monitoringSubjectsRoutes } from './domains/cases/monitoring-subjects/monitoring-subjects.routes';
import { monitoringAlertsRoutes } from './domains/cases/monitoring-alerts/monitoring-alerts.routes';
import { monitoringClearancesRoutes } from './domains/cases/monitoring-clearances/monitoring-clearances.routes';
import { monitoringRescreenJobs } from './domains/cases/monitoring-rescreen/monitoring-rescreen.plugin';
import { monitoringNotificationsRoutes } from './domains/cases/monitoring-notifications/monitoring-notifications.plugin';
import { notificationsRoutes } from './domains/notifications/in-app/notifications.routes';
import { organizationApprovalRoutes } from './domains/organizations/approval/organization-approval.routes';
import { organizationInvitationsRoutes } from './domains/organizations/invitations/invitations.routes';
import { organizationMembersRoutes } from './domains/organizations/members/members.routes';
import { teamReportRoutes } from './domains/organizations/team-report/team-report.routes';
import { organizationSignupRoutes } from './domains/organizations/signup/organization-signup.routes';
import { organizationWorkspaceRoutes } from './domains/organizations/workspace/organization-workspace.routes';
import { passwordResetRoutes } from './domains/identity/password-reset/password-reset.routes';
import { officeAddressRoutes } from './domains/billing/office-address/office-address.routes';
import { planManagementRoutes } from './domains/billing/plan-management/plan-management.routes';
import { preferencesRoutes } from './domains/identity/preferences/preferences.routes';
import { listUpdatesRoutes } from './domains/lists/updates/list-updates.routes';
import { sanctionsRoutes } from './domains/lists/sanctions/sanctions.routes';
import { reportRoutes } from './domains/screening/reports/report.routes';
import {
  findSearchEvidence,
  loadSearchEvidence,
  loadStoredEvidence,
} from './domains/screening/search/search-evidence.service';
import { searchRoutes } from './domains/screening/search/search.routes';
import { markSearchMatchesCleared } from './domains/cases/monitoring/mark-search-matches-cleared';
import { searchHistoryRoutes } from './domains/screening/search-history/search-history.routes';
import { savedSearchesRoutes } from './domains/screening/saved-searches/saved-searches.routes';
import { matchFeedbackRoutes } from './domains/screening/match-feedback/match-feedback.routes';
import { exportTemplatesRoutes } from './domains/screening/export-templates/export-templates.routes';
import { takeExportTemplateForUse } from './domains/screening/export-templates/export-templates.service';
import { sessionsRoutes } from './domains/identity/sessions/sessions.routes';
import { subscriptionChangeRoutes } from './domains/billing/subscription-change/subscription-change.routes';
import { subscriptionPlansRoutes } from './domains/billing/subscription-plans/subscription-plans.routes';
import { superAdminRoutes } from './domains/administration/super-admin/super-admin.routes';
import { createIdentityCheck } from './domains/identity/two-factor/identity-check';
import { verifySecondFactor } from './domains/identity/two-factor/second-factor';
import { signInSecondFactor } from './domains/identity/two-factor/sign-in-second-factor';
import { twoFactorRoutes } from './domains/identity/two-factor/two-factor.routes';
import { searchQuota } from './domains/screening/usage/usage-quota';
import { usageRoutes } from './domains/screening/usage/usage.routes';
import { userManagementRoutes } from './domains/administration/users/user-management.routes';
import { webhooksRoutes } from './domains/notifications/webhooks/webhooks.routes';

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
  await app.register(analyticsRoutes);
  await app.register(monitoringAlertsRoutes, {
    findEvidence: findSearchEvidence,
    findBulkRow: findBulkRowHitSource,
  });
  await app.register(monitoringClearancesRoutes);
}
