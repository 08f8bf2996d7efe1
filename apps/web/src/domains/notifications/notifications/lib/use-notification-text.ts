import { notificationMessageSchema } from '@sanctions/contracts';
import type { Notification } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { formatMessageParams } from '@/lib/format-message-params';

/** What one notification says, in the interface language when the server sent a key. */
export interface NotificationText {
  title: string;
  message: string;
  /** Label of the action link; null when the notification has none. */
  actionLabel: string | null;
}

// Labels of the links the server attaches, by target: the label names the page it opens.
type ActionLabelKey =
  | 'actions.viewUsage'
  | 'actions.viewListUpdates'
  | 'actions.reviewApplications'
  | 'actions.viewOrganization'
  | 'actions.viewBilling'
  | 'actions.viewMembers'
  | 'actions.openSanctionsSettings'
  | 'actions.viewBulkResults'
  | 'actions.openCases';
const ACTION_LABEL_KEYS = new Map<string, ActionLabelKey>([
  ['/profile?tab=usage', 'actions.viewUsage'],
  ['/sanctions/updates', 'actions.viewListUpdates'],
  ['/admin?tab=pending-organizations', 'actions.reviewApplications'],
  ['/organization', 'actions.viewOrganization'],
  ['/billing', 'actions.viewBilling'],
  ['/organization/members', 'actions.viewMembers'],
  ['/admin?tab=settings', 'actions.openSanctionsSettings'],
  ['/cases', 'actions.openCases'],
]);

// Links whose path ends in an id (`/bulk-screening/<jobId>`), labelled by the path before it.
const ACTION_LABEL_KEYS_BY_PREFIX: readonly (readonly [string, ActionLabelKey])[] = [
  ['/bulk-screening/', 'actions.viewBulkResults'],
  ['/cases/', 'actions.openCases'],
];

/** By the whole link, else by its page alone (`/sanctions/updates?version=<id>` opens one version). */
function actionLabelKeyOf(href: string): ActionLabelKey | undefined {
  const page = href.split('?')[0] ?? href;
  return (
    ACTION_LABEL_KEYS.get(href) ??
    ACTION_LABEL_KEYS.get(page) ??
    ACTION_LABEL_KEYS_BY_PREFIX.find(
      ([prefix]) => page.startsWith(prefix) && page.length > prefix.length,
    )?.[1]
  );
}

/**
 * The notification's title, message and action label rendered from its message key and parameters in the
 * current language; the stored (English) texts when the key is missing, unknown to this client or sent
 * with parameters that do not fit it.
 */
export function useNotificationText(notification: Notification): NotificationText {
  const { t, i18n } = useTranslation('notifications');
  const stored: NotificationText = {
    title: notification.title,
    message: notification.message,
    actionLabel: notification.action?.label ?? null,
  };
  const parsed = notificationMessageSchema.safeParse({
    key: notification.messageKey,
    params: notification.messageParams,
  });
  if (!parsed.success) return stored;
  const { key, params } = parsed.data;
  const values = formatMessageParams(params, i18n.language);
  const actionKey = notification.action ? actionLabelKeyOf(notification.action.href) : undefined;
  return {
    title: t(`messages.${key}.title` as const, { replace: values }),
    message: t(`messages.${key}.message` as const, { replace: values }),
    actionLabel: actionKey ? t(actionKey) : stored.actionLabel,
  };
}
