import { Laptop, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useDateTime } from '@/lib/use-date-time';
import { useEndOtherSessions, useRevokeSession, useSessions } from '../api/sessions';

interface SessionsDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The user's signed-in sessions with Sign out per session (the spec's unwired View Sessions button). */
export function SessionsDialog({ isOpen, onOpenChange }: SessionsDialogProps) {
  const { t } = useTranslation('profile');
  const { relative, dateTime } = useDateTime(t('time.justNow'));
  const errorMessage = useApiErrorMessage();
  const sessions = useSessions(isOpen);
  const revoke = useRevokeSession();
  const endOthers = useEndOtherSessions();
  const hasOthers = sessions.data?.some((session) => !session.isCurrent) ?? false;

  const onEndOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: () => toast({ title: t('sessions.endedOthers'), variant: 'success' }),
      onError: (error) =>
        toast({
          title: t('sessions.revokeFailed'),
          description: errorMessage(error, t('sessions.endOthersFailed')),
          variant: 'destructive',
        }),
    });

  const onRevoke = (id: string) =>
    revoke.mutate(id, {
      onSuccess: () => toast({ title: t('sessions.revoked'), variant: 'success' }),
      onError: (error) =>
        toast({
          title: t('sessions.revokeFailed'),
          description: errorMessage(error, t('sessions.revokeFailedFallback')),
          variant: 'destructive',
        }),
    });

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('sessions.title')}</DialogTitle>
          <DialogDescription>{t('sessions.description')}</DialogDescription>
        </DialogHeader>
        {sessions.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" />
            {t('loading', { ns: 'common' })}
          </p>
        ) : sessions.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('sessions.failed')}
          </p>
        ) : sessions.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('sessions.empty')}</p>
        ) : (
          <ul className="grid gap-3" aria-label={t('sessions.title')}>
            {sessions.data.map((session) => (
              <li key={session.id} className="flex items-start gap-3 rounded-md border p-3">
                <Laptop
                  className="mt-0.5 size-5 shrink-0 text-muted-foreground"
                  aria-hidden="true"
                />
                <div className="grid min-w-0 flex-1 gap-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                    <span dir="ltr">{session.device}</span>
                    {session.isCurrent ? (
                      <Badge variant="blue">{t('sessions.current')}</Badge>
                    ) : null}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {t('sessions.lastActive', { time: relative(session.lastUsedAt) })}
                    {' · '}
                    {t('sessions.signedIn', { time: dateTime(session.createdAt) })}
                  </p>
                  {session.ipAddress ? (
                    <p className="text-xs text-muted-foreground" dir="ltr">
                      {session.ipAddress}
                    </p>
                  ) : null}
                </div>
                {session.isCurrent ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onRevoke(session.id)}
                    disabled={revoke.isPending}
                    aria-label={t('sessions.revokeLabel', { device: session.device })}
                  >
                    <LogOut aria-hidden="true" className="rtl:rotate-180" />
                    {t('sessions.revoke')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {hasOthers ? (
          <Button
            variant="destructive"
            className="justify-self-start"
            onClick={onEndOthers}
            disabled={endOthers.isPending}
          >
            <LogOut aria-hidden="true" className="rtl:rotate-180" />
            {t('sessions.endOthers')}
          </Button>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
