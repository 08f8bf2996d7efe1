import type { Notification } from '@sanctions/contracts';
import { Link } from '@tanstack/react-router';
import { AlertTriangle, Check, CheckCircle2, Info, Trash2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import type { AppPath } from '@/config/paths';
import { useDateTime } from '@/lib/use-date-time';
import { cn } from '@/lib/utils';
import { useNotificationText } from '../lib/use-notification-text';

const TYPE_ICONS: Record<Notification['type'], { icon: typeof Info; className: string }> = {
  info: { icon: Info, className: 'text-blue-600' },
  success: { icon: CheckCircle2, className: 'text-green-600' },
  warning: { icon: AlertTriangle, className: 'text-orange-500' },
  error: { icon: XCircle, className: 'text-destructive' },
};

const APP_ORIGIN = 'http://app.invalid';

// Action links come from the server: only the app's own routes become in-app links, with their query
// (e.g. `/profile?tab=usage`) kept as search parameters.
function appLinkOf(href: string): { to: AppPath; search: Record<string, string> } | undefined {
  if (!URL.canParse(href, APP_ORIGIN)) return undefined;
  const url = new URL(href, APP_ORIGIN);
  if (url.origin !== APP_ORIGIN) return undefined;
  const to = Object.values(paths).find((path) => path === url.pathname);
  return to ? { to, search: Object.fromEntries(url.searchParams) } : undefined;
}

interface NotificationItemProps {
  notification: Notification;
  onMarkRead: (id: string) => void;
  onDelete: (id: string) => void;
  onNavigate: () => void;
}

export function NotificationItem({
  notification,
  onMarkRead,
  onDelete,
  onNavigate,
}: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const { relative, dateTime } = useDateTime(t('justNow'));
  const text = useNotificationText(notification);
  const { icon: Icon, className: iconClass } = TYPE_ICONS[notification.type];
  const action = notification.action;
  const actionLink = action ? appLinkOf(action.href) : undefined;

  return (
    <li
      className={cn(
        'flex gap-3 border-b px-4 py-3 last:border-b-0',
        notification.read ? 'bg-background' : 'bg-blue-50/60 dark:bg-blue-950/30',
      )}
    >
      <Icon className={cn('mt-0.5 size-5 shrink-0', iconClass)} aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-1">
        <p className={cn('text-sm', notification.read ? 'font-medium' : 'font-semibold')}>
          {text.title}
        </p>
        <p className="text-sm text-muted-foreground">{text.message}</p>
        <div className="flex items-center gap-3 text-xs text-muted-foreground">
          <time dateTime={notification.createdAt} title={dateTime(notification.createdAt)}>
            {relative(notification.createdAt)}
          </time>
          {actionLink ? (
            <Link
              to={actionLink.to}
              search={actionLink.search}
              onClick={() => {
                onMarkRead(notification.id);
                onNavigate();
              }}
              className="font-medium text-primary hover:underline"
            >
              {text.actionLabel}
            </Link>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 flex-col gap-1">
        {notification.read ? null : (
          <button
            type="button"
            onClick={() => onMarkRead(notification.id)}
            aria-label={t('markRead')}
            title={t('markRead')}
            className="rounded p-1 text-muted-foreground hover:bg-accent hover:text-foreground"
          >
            <Check className="size-4" aria-hidden="true" />
          </button>
        )}
        <button
          type="button"
          onClick={() => onDelete(notification.id)}
          aria-label={t('delete')}
          title={t('delete')}
          className="rounded p-1 text-muted-foreground hover:bg-accent hover:text-destructive"
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}
