import type { SessionPolicy } from '@sanctions/contracts';
import { Timer } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useSessionPolicy, useUpdateSessionPolicy } from '../api/session-policy-api';

const HOUR = 60;
const DAY = 24 * HOUR;
/** The choices offered, in minutes; `default` keeps the product default (stored as null). */
const LIFETIMES = [8 * HOUR, 12 * HOUR, DAY, 7 * DAY, 30 * DAY, 90 * DAY] as const;
const IDLE_TIMEOUTS = [15, 30, HOUR, 4 * HOUR, 8 * HOUR, DAY, 7 * DAY] as const;

const toChoice = (minutes: number | null) => (minutes === null ? 'default' : String(minutes));
const fromChoice = (choice: string) => (choice === 'default' ? null : Number(choice));

/** A duration in the largest whole unit, translated ("12 hours", "30 days"). */
function useDuration() {
  const { t } = useTranslation('session-policy');
  return (minutes: number) =>
    minutes % DAY === 0
      ? t('duration.days', { count: minutes / DAY })
      : minutes % HOUR === 0
        ? t('duration.hours', { count: minutes / HOUR })
        : t('duration.minutes', { count: minutes });
}

function SessionPolicyForm({ policy }: { policy: SessionPolicy }) {
  const { t } = useTranslation('session-policy');
  const duration = useDuration();
  const errorMessage = useApiErrorMessage();
  const update = useUpdateSessionPolicy();
  const [lifetime, setLifetime] = useState(toChoice(policy.lifetimeMinutes));
  const [idle, setIdle] = useState(toChoice(policy.idleMinutes));
  const lifetimeMinutes = fromChoice(lifetime);
  const idleMinutes = fromChoice(idle);
  const idleTooLong =
    lifetimeMinutes !== null && (idleMinutes ?? policy.defaults.idleMinutes) > lifetimeMinutes;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (idleTooLong) return;
    update.mutate(
      { lifetimeMinutes, idleMinutes },
      {
        onSuccess: () => toast({ title: t('saved'), variant: 'success' }),
        onError: (error) =>
          toast({
            title: t('failed'),
            description: errorMessage(error, t('failed')),
            variant: 'destructive',
          }),
      },
    );
  };

  const defaultLifetime =
    policy.defaults.lifetimeMinutes === null
      ? t('noLimit')
      : duration(policy.defaults.lifetimeMinutes);
  return (
    <form onSubmit={submit} className="grid gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="session-lifetime">{t('lifetime')}</Label>
          <NativeSelect
            id="session-lifetime"
            value={lifetime}
            onChange={(event) => setLifetime(event.target.value)}
          >
            <option value="default">{t('defaultChoice', { value: defaultLifetime })}</option>
            {LIFETIMES.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {duration(minutes)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="session-idle">{t('idle')}</Label>
          <NativeSelect
            id="session-idle"
            value={idle}
            aria-invalid={idleTooLong}
            aria-describedby={idleTooLong ? 'session-idle-message' : undefined}
            onChange={(event) => setIdle(event.target.value)}
          >
            <option value="default">
              {t('defaultChoice', { value: duration(policy.defaults.idleMinutes) })}
            </option>
            {IDLE_TIMEOUTS.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {duration(minutes)}
              </option>
            ))}
          </NativeSelect>
          {idleTooLong ? (
            <p id="session-idle-message" role="alert" className="text-sm text-destructive">
              {t('idleTooLong')}
            </p>
          ) : null}
        </div>
      </div>
      <Button type="submit" className="justify-self-start" disabled={update.isPending}>
        {t('save')}
      </Button>
    </form>
  );
}

/** Organisation settings, owners only: how long members' sessions last (issue 27 §4). */
export function SessionPolicyCard() {
  const { t } = useTranslation('session-policy');
  const policy = useSessionPolicy({ isEnabled: true });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Timer className="size-5 shrink-0 text-primary" aria-hidden="true" />
          {t('title')}
        </CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {policy.isPending ? (
          <p className="text-sm text-muted-foreground">{t('loading')}</p>
        ) : policy.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('loadFailed')}
          </p>
        ) : (
          <SessionPolicyForm policy={policy.data} />
        )}
      </CardContent>
    </Card>
  );
}
