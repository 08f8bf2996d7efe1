import type { BillingCycleReport } from '@sanctions/contracts';
import { applyScheduledChanges } from './apply-scheduled-changes';
import type { BillingStepInput } from './billing-step';
import { endUnpaidTrials } from './end-unpaid-trials';
import { issueRenewalInvoices } from './issue-renewal-invoices';
import { markOverdueInvoices } from './mark-overdue-invoices';
import { notifyTrialsEnding } from './notify-trials-ending';
import { recordOverages } from './record-overages';
import { suspendPastDueSubscriptions } from './suspend-past-due-subscriptions';

/**
 * One pass of the billing lifecycle (ADR 009) at `now`. Every step is idempotent and safe when two
 * passes overlap (conditional updates, unique keys, row locks), so the scheduler may run it as often
 * as it likes. The order matters: scheduled changes apply before the renewal reads the plan, overages
 * are recorded before the renewal invoice that bills them, and invoices turn overdue before the grace
 * period is measured.
 */
export async function runBillingCycle(input: BillingStepInput): Promise<BillingCycleReport> {
  const scheduledChangesApplied = await applyScheduledChanges(input);
  const overagesRecorded = await recordOverages(input);
  const renewalInvoicesIssued = await issueRenewalInvoices(input);
  const invoicesMarkedOverdue = await markOverdueInvoices(input);
  const trialsEndedUnpaid = await endUnpaidTrials(input);
  const subscriptionsSuspended = await suspendPastDueSubscriptions(input);
  const trialEndingNotices = await notifyTrialsEnding(input);
  return {
    ranAt: input.now.toISOString(),
    scheduledChangesApplied,
    overagesRecorded,
    renewalInvoicesIssued,
    invoicesMarkedOverdue,
    trialsEndedUnpaid,
    subscriptionsSuspended,
    trialEndingNotices,
  };
}
