import { z } from 'zod';

const count = z.number().int().min(0);
/** A UTC calendar date, `YYYY-MM-DD`; clients format it for the reader's language. */
const calendarDate = z.iso.date();

const message = <K extends string, P extends z.ZodRawShape>(key: K, params: P) =>
  z.object({ key: z.literal(key), params: z.object(params) });

const listUpdate = { listSource: z.string(), added: count, removed: count, changed: count };
const listFirstVersion = { listSource: z.string(), entries: count };

/**
 * The server-generated notification texts by stable key, with the parameters each one needs. The server
 * stores the key and parameters beside the English text so clients can render the text in the reader's
 * language; the English `title`/`message` stay as the fallback. Variants that change the sentence (no
 * publication date, no other session signed out) are separate keys because the locales avoid plural and
 * select forms.
 */
export const notificationMessageSchema = z.discriminatedUnion('key', [
  /** 80% of the personal daily limit. */
  message('usage.dailyWarning', { used: count, limit: count }),
  message('usage.dailyReached', { limit: count }),
  /** `resetDate`: first day of the next UTC month. */
  message('usage.monthlyWarning', { used: count, limit: count, resetDate: calendarDate }),
  message('usage.monthlyReached', { limit: count, resetDate: calendarDate }),
  /** `plan`: the organisation plan's name as stored (not translated). */
  message('usage.organizationWarning', {
    plan: z.string(),
    used: count,
    limit: count,
    resetDate: calendarDate,
  }),
  message('usage.organizationReached', { plan: z.string(), limit: count, resetDate: calendarDate }),
  message('account.emailChanged', { email: z.string() }),
  message('account.passwordChanged', {}),
  /** `sessions`: other sessions signed out, at least 1. */
  message('account.passwordChangedSessionsEnded', { sessions: count }),
  /** The password was set from an e-mailed reset link; every session was signed out. */
  message('account.passwordReset', {}),
  message('twoFactor.enabled', {}),
  message('twoFactor.disabled', {}),
  message('twoFactor.backupCodesRegenerated', {}),
  message('twoFactor.deviceRemoved', { deviceName: z.string() }),
  /** `publishedAt`: the publication date the list states. */
  message('lists.updated', { ...listUpdate, publishedAt: calendarDate }),
  message('lists.updatedUndated', listUpdate),
  message('lists.firstVersion', { ...listFirstVersion, publishedAt: calendarDate }),
  message('lists.firstVersionUndated', listFirstVersion),
  /** To admins: a publication could not be imported; `reason` is the server's English text (file and fault). */
  message('lists.importFailed', { listSource: z.string(), reason: z.string() }),
  /** To super admins: an organisation applied. `plan`: the plan's display name as stored. */
  message('organizations.applicationReceived', { organization: z.string(), plan: z.string() }),
  /** To the owner: approved; `trialEnd` is the last day of the free trial. */
  message('organizations.approved', { organization: z.string(), trialEnd: calendarDate }),
  /** To the inviter: `name` (`email`) accepted the invitation and joined `organization`. */
  message('organizations.invitationAccepted', {
    name: z.string(),
    email: z.string(),
    organization: z.string(),
  }),
  /** To a removed member: they no longer belong to `organization` (their account stays). */
  message('organizations.memberRemoved', { organization: z.string() }),
  /**
   * Billing notices to an organisation's owners and admins. `amount`: US dollars with two decimals as
   * written on the invoice (`1,188.00`), so cents are never rounded away by number formatting.
   */
  message('billing.invoiceIssued', {
    invoiceNumber: z.string(),
    amount: z.string(),
    dueDate: calendarDate,
  }),
  message('billing.paymentVerified', { amount: z.string(), receiptNumber: z.string() }),
  message('billing.paymentVerifiedInvoice', {
    amount: z.string(),
    receiptNumber: z.string(),
    invoiceNumber: z.string(),
  }),
  message('billing.paymentRejected', {
    amount: z.string(),
    receiptNumber: z.string(),
    reason: z.string(),
  }),
  message('billing.paymentRejectedInvoice', {
    amount: z.string(),
    receiptNumber: z.string(),
    invoiceNumber: z.string(),
    reason: z.string(),
  }),
  message('billing.invoiceOverdue', {
    invoiceNumber: z.string(),
    amount: z.string(),
    dueDate: calendarDate,
  }),
  message('billing.trialEnding', { trialEnd: calendarDate }),
  message('billing.subscriptionSuspended', {}),
  message('billing.subscriptionSuspendedInvoice', { invoiceNumber: z.string() }),
  /**
   * To the user who started a bulk job, when its last chunk is written. `count`: rows screened or
   * refused as errors (the valid rows), `hits`: rows with a match, `errors`: rows not screened.
   */
  message('bulk.completed', { count, hits: count, errors: count }),
  /** To the same user when every chunk failed for good and no row of the job was screened. */
  message('bulk.failed', { count }),
  /** To an organisation's reviewers (and the assignee): monitoring raised `count` new alerts. */
  message('monitoring.alertsRaised', { count }),
  /** To those who may approve: a decision on `subject` waits for a second reviewer (four-eyes). */
  message('monitoring.decisionProposed', { subject: z.string() }),
  /** To the decision's maker: the second reviewer approved it, or sent it back. */
  message('monitoring.decisionApproved', { subject: z.string() }),
  message('monitoring.decisionRejected', { subject: z.string() }),
]);
/** A notification text by key with its typed parameters. */
export type NotificationMessage = z.infer<typeof notificationMessageSchema>;
export type NotificationMessageKey = NotificationMessage['key'];

/** Parameter values as stored and sent: numbers stay numbers so clients can format them. */
export const notificationMessageParamsSchema = z.record(
  z.string(),
  z.union([z.string(), z.number()]),
);
export type NotificationMessageParams = z.infer<typeof notificationMessageParamsSchema>;
