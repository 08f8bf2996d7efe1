import type { SeatUsage } from '@sanctions/contracts';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { seatsUsed, isPlanFull } from '../lib/seats';

/** "N of M users" with how the seats are taken, and a notice when the plan is full. */
export function SeatUsageCard({ seats }: { seats: SeatUsage }) {
  const { t, i18n } = useTranslation('members');
  const number = new Intl.NumberFormat(i18n.language);
  const used = seatsUsed(seats);
  const percent =
    seats.maxUsers === null ? 0 : Math.min(100, Math.round((used / seats.maxUsers) * 100));
  return (
    <Card>
      <CardContent className="grid gap-3 p-6">
        <div className="flex items-center gap-3">
          <Users aria-hidden="true" className="size-5 text-muted-foreground" />
          <h2 className="text-sm font-medium text-muted-foreground">{t('seats.title')}</h2>
        </div>
        <p className="text-2xl font-bold" data-testid="seat-usage">
          {seats.maxUsers === null
            ? t('seats.unlimited', { used: number.format(used) })
            : t('seats.usage', {
                used: number.format(used),
                max: number.format(seats.maxUsers),
              })}
        </p>
        {seats.maxUsers === null ? null : (
          <div
            className="h-2 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-label={t('seats.title')}
          >
            <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
          </div>
        )}
        <p className="text-sm text-muted-foreground">
          {t('seats.detail', {
            members: number.format(seats.activeMembers),
            invitations: number.format(seats.openInvitations),
          })}
        </p>
        {isPlanFull(seats) ? (
          <p role="status" className="text-sm font-medium text-destructive">
            {t('seats.full')}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
