import type { DbOrTx } from '../../../db/client';
import { enqueueEmail } from '../../../lib/mail/enqueue-email';
import { createNotification } from '../../notifications';
import type { AlertSummary } from './alert-summaries';
import type { Recipient } from './recipients';

/** The first alerts an e-mail lists; the queue has them all. */
export const ALERTS_LISTED = 20;

/** Scope key of an alert: its organisation, or its standalone owner. */
export function scopeKeyOf(alert: Pick<AlertSummary, 'organizationId' | 'ownerUserId'>): string {
  return alert.organizationId ?? `user:${alert.ownerUserId}`;
}

/** Groups alerts by scope, keeping order. */
export function groupByScope(alerts: AlertSummary[]): AlertSummary[][] {
  const groups = new Map<string, AlertSummary[]>();
  for (const alert of alerts) {
    const key = scopeKeyOf(alert);
    groups.set(key, [...(groups.get(key) ?? []), alert]);
  }
  return [...groups.values()];
}

/** The monitoring-alerts e-mail of `alerts` to one recipient, in their language. */
export async function mailAlerts(
  db: DbOrTx,
  recipient: Recipient,
  alerts: AlertSummary[],
  options: { digest: boolean; publicUrl: string; at: Date },
): Promise<void> {
  await enqueueEmail(db, {
    to: recipient.email,
    language: recipient.language,
    template: 'monitoring-alerts',
    params: {
      firstName: recipient.firstName,
      count: alerts.length,
      digest: options.digest,
      alerts: alerts.slice(0, ALERTS_LISTED).map((a) => ({
        subject: a.subject,
        entry: a.entry,
        list: a.list,
        confidence: a.confidence,
      })),
      casesUrl: `${options.publicUrl}/cases`,
    },
  });
}

/** The in-app notice of new alerts; a link to the one alert when there is one, else to the queue. */
export async function noticeAlerts(
  db: DbOrTx,
  recipient: Recipient,
  alerts: AlertSummary[],
  at: Date,
): Promise<void> {
  const count = alerts.length;
  const only = count === 1 ? alerts[0] : undefined;
  await createNotification(
    db,
    recipient.id,
    {
      title: `New monitoring alerts: ${count}`,
      // Worded around the count, so one alert reads as well as many (issue 23 §6: "1 new alerts").
      message: `New alerts to review: ${count}. Open the case queue to decide them.`,
      localized: { key: 'monitoring.alertsRaised', params: { count } },
      type: 'warning',
      action: { label: 'Open cases', href: only ? `/cases/${only.id}` : '/cases' },
    },
    // Alerts of one scope: an organisation's notice goes with its records (issue 24 §3).
    { at, organizationId: alerts[0]?.organizationId ?? null },
  );
}
