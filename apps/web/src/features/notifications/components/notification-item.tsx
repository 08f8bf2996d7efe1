import { Link } from '@tanstack/react-router';
import { AlertTriangle, Check, CheckCircle2, Info, Trash2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import type { AppNotification, NotificationType } from '../hooks/use-notifications';
import { formatRelativeTime } from './relative-time';

const TYPE_ICONS: Record<NotificationType, { icon: typeof Info; className: string }> = {
  info: { icon: Info, className: 'text-blue-600' },
  success: { icon: CheckCircle2, className: 'text-green-600' },
  warning: { icon: AlertTriangle, className: 'text-orange-500' },
  error: { icon: XCircle, className: 'text-destructive' },
};

interface NotificationItemProps {
  notification: AppNotification;
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
  const { t, i18n } = useTranslation('notifications');
  const { content } = notification;
  const title = content.kind === 'sample' ? t(`samples.${content.sample}.title`) : content.title;
  const message =
    content.kind === 'sample' ? t(`samples.${content.sample}.message`) : content.message;
  const actionLabel =
    content.kind === 'sample'
      ? content.sample === 'quotaWarning'
        ? undefined
        : t(`samples.${content.sample}.action`)
      : content.actionLabel;
  const { icon: Icon, className: iconClass } = TYPE_ICONS[notification.type];
  const age = formatRelativeTime(notification.createdAt, new Date(), i18n.language) ?? t('justNow');

  return (
    <li
      className={cn(
        'flex gap-3 border-b px-4 py-3 last:border-b-0',
        notification.isRead ? 'bg-background' : 'bg-blue-50/60',
      )}
    >
      <Icon className={cn('mt-0.5 size-5 shrink-0', iconClass)} aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-1">
        <p className={cn('text-sm', notification.isRead ? 'font-medium' : 'font-semibold')}>
          {title}
        </p>
        <p className="text-sm text-muted-foreground">{message}</p>
        <div className="flex items-center gap-3 text-xs text-muted-foreground">
          <time dateTime={notification.createdAt.toISOString()}>{age}</time>
          {notification.actionHref && actionLabel ? (
            <Link
              to={notification.actionHref}
              onClick={() => {
                onMarkRead(notification.id);
                onNavigate();
              }}
              className="font-medium text-primary hover:underline"
            >
              {actionLabel}
            </Link>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 flex-col gap-1">
        {notification.isRead ? null : (
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
