import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useNotifications } from '../api/notifications';
import { NotificationItem } from './notification-item';

/** Header bell with unread badge and a 400 px list (spec 2.3). */
export function NotificationDropdown() {
  const { t } = useTranslation('notifications');
  const [isOpen, setIsOpen] = useState(false);
  const { notifications, unreadCount, isLoading, isError, markRead, markAllRead, remove } =
    useNotifications();

  return (
    <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={t('open')}>
          <Bell aria-hidden="true" />
          {unreadCount > 0 ? (
            <span
              data-testid="notification-unread-badge"
              className="absolute -top-0.5 -end-0.5 flex min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] font-semibold leading-5 text-destructive-foreground"
            >
              {unreadCount}
            </span>
          ) : null}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-50 w-[min(24rem,calc(100vw-2rem))] overflow-hidden rounded-md border bg-background shadow-lg"
        >
          <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
            <div>
              <p className="text-sm font-semibold">{t('title')}</p>
              <p className="text-xs text-muted-foreground">{t('unread', { count: unreadCount })}</p>
            </div>
            <Button variant="link" size="sm" onClick={markAllRead} disabled={unreadCount === 0}>
              {t('markAllRead')}
            </Button>
          </div>
          <div className="h-[400px] overflow-y-auto">
            {isLoading ? (
              <p role="status" className="p-6 text-center text-sm text-muted-foreground">
                {t('loading', { ns: 'common' })}
              </p>
            ) : isError && notifications.length === 0 ? (
              <p role="alert" className="p-6 text-center text-sm text-destructive">
                {t('failed')}
              </p>
            ) : notifications.length === 0 ? (
              <p className="p-6 text-center text-sm text-muted-foreground">{t('empty')}</p>
            ) : (
              <ul>
                {notifications.map((notification) => (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    onMarkRead={markRead}
                    onDelete={remove}
                    onNavigate={() => setIsOpen(false)}
                  />
                ))}
              </ul>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
