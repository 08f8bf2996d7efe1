import { TRUSTED_DEVICE_DAYS } from '@sanctions/contracts';
import type { TrustedDevice } from '@sanctions/contracts';
import { Monitor, ShieldCheck, ShieldOff, Smartphone, Tablet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/lib/auth';
import { useDateTime } from '@/lib/use-date-time';
import { useBackupCodes, useTrustedDevices, useTwoFactorStatus } from '../api/two-factor';
import { DisableTwoFactorDialog } from './disable-two-factor-dialog';
import { EnableTwoFactorDialog } from './enable-two-factor-dialog';
import { RegenerateCodesDialog } from './regenerate-codes-dialog';
import { RemoveDeviceDialog } from './remove-device-dialog';

const DEVICE_ICONS = { mobile: Smartphone, tablet: Tablet, other: Monitor } as const;

function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Spinner className="size-4" />
      {t('loading')}
    </p>
  );
}

function TrustedDevicesTab() {
  const { t } = useTranslation('two-factor');
  const { dateTime, relative } = useDateTime(t('justNow'));
  const devices = useTrustedDevices(true);
  const [removing, setRemoving] = useState<TrustedDevice | null>(null);
  if (devices.isPending) return <Loading />;
  if (devices.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('devices.failed')}
      </p>
    );
  return (
    <>
      {devices.data.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{t('devices.empty')}</p>
      ) : (
        <ul className="grid gap-3">
          {devices.data.map((device) => {
            const Icon = DEVICE_ICONS[device.type];
            return (
              <li key={device.id} className="flex items-start gap-3 rounded-md border p-3">
                <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div className="grid min-w-0 flex-1 gap-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                    <bdi>{device.name}</bdi>
                    {device.isCurrent ? <Badge variant="blue">{t('devices.current')}</Badge> : null}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {t('devices.added', { date: dateTime(device.addedAt) })}
                    {device.lastUsedAt
                      ? ` · ${t('devices.lastUsed', { time: relative(device.lastUsedAt) })}`
                      : ''}
                    {' · '}
                    {t('devices.expires', { date: dateTime(device.expiresAt) })}
                  </p>
                  {device.ipAddress ? (
                    <p className="text-xs text-muted-foreground">
                      <bdi dir="ltr">{device.ipAddress}</bdi>
                    </p>
                  ) : null}
                </div>
                {device.isCurrent ? null : (
                  <Button variant="outline" size="sm" onClick={() => setRemoving(device)}>
                    {t('devices.remove')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <RemoveDeviceDialog device={removing} onClose={() => setRemoving(null)} />
    </>
  );
}

function BackupCodesTab() {
  const { t } = useTranslation('two-factor');
  const { dateTime } = useDateTime(t('justNow'));
  const codes = useBackupCodes(true);
  const [isRegenerating, setIsRegenerating] = useState(false);
  return (
    <div className="grid gap-4">
      {codes.isPending ? (
        <Loading />
      ) : codes.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('backupCodes.failed')}
        </p>
      ) : codes.data.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{t('backupCodes.empty')}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {t('backupCodes.remaining', {
              count: codes.data.filter((code) => !code.used).length,
              total: codes.data.length,
            })}
          </p>
          <ul dir="ltr" className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5">
            {codes.data.map((code) => (
              <li
                key={code.id}
                className={
                  code.used
                    ? 'rounded bg-muted px-2 py-1 text-muted-foreground line-through'
                    : 'rounded border px-2 py-1'
                }
                title={
                  code.used && code.usedAt
                    ? t('backupCodes.usedAt', { date: dateTime(code.usedAt) })
                    : undefined
                }
              >
                {code.code}
                <span className="sr-only">
                  {' '}
                  {code.used ? t('backupCodes.used') : t('backupCodes.unused')}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <div>
        <Button variant="outline" onClick={() => setIsRegenerating(true)}>
          {t('regenerate.open')}
        </Button>
      </div>
      <RegenerateCodesDialog isOpen={isRegenerating} onOpenChange={setIsRegenerating} />
    </div>
  );
}

function SettingsTab() {
  const { t } = useTranslation('two-factor');
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 rounded-md border p-4">
      <div className="grid gap-1">
        <p className="text-sm font-medium">{t('settings.rememberTitle')}</p>
        <p className="text-sm text-muted-foreground">
          {t('settings.rememberDescription', { days: TRUSTED_DEVICE_DAYS })}
        </p>
      </div>
      <Badge variant="secondary">{t('settings.days', { count: TRUSTED_DEVICE_DAYS })}</Badge>
    </div>
  );
}

/** Two-factor card (spec 2.11): status, Enable/Disable, and the devices, codes and settings tabs. */
export function TwoFactorPanel() {
  const { t } = useTranslation('two-factor');
  const { dateTime } = useDateTime(t('justNow'));
  const status = useTwoFactorStatus();
  const [dialog, setDialog] = useState<'enable' | 'disable' | null>(null);
  const isEnabled = status.data?.isEnabled ?? false;
  // Required by the organisation or the provider: the server refuses to turn it off, so no button offers it.
  const isRequired = useAuth().user?.twoFactorRequired === true;

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2 text-lg">
            {isEnabled ? (
              <ShieldCheck className="size-5 text-green-600" aria-hidden="true" />
            ) : (
              <ShieldOff className="size-5 text-muted-foreground" aria-hidden="true" />
            )}
            {t('title')}
            {status.data ? (
              <Badge variant={isEnabled ? 'blue' : 'secondary'} data-testid="two-factor-status">
                {isEnabled ? t('status.enabled') : t('status.disabled')}
              </Badge>
            ) : null}
          </CardTitle>
          <CardDescription>{t('description')}</CardDescription>
          {status.data?.lastUsed ? (
            <p className="text-xs text-muted-foreground">
              {t('status.lastUsed', { date: dateTime(status.data.lastUsed) })}
            </p>
          ) : null}
        </div>
        {status.data ? (
          isEnabled ? (
            isRequired ? (
              <p className="max-w-xs text-sm text-muted-foreground">
                {t('required.cannotDisable')}
              </p>
            ) : (
              <Button variant="outline" onClick={() => setDialog('disable')}>
                {t('disable.open')}
              </Button>
            )
          ) : (
            <Button onClick={() => setDialog('enable')}>{t('enable.open')}</Button>
          )
        ) : null}
      </CardHeader>
      <CardContent>
        {status.isPending ? (
          <Loading />
        ) : status.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('status.failed')}
          </p>
        ) : isEnabled ? (
          <Tabs defaultValue="devices">
            <TabsList>
              <TabsTrigger value="devices">{t('tabs.devices')}</TabsTrigger>
              <TabsTrigger value="codes">{t('tabs.codes')}</TabsTrigger>
              <TabsTrigger value="settings">{t('tabs.settings')}</TabsTrigger>
            </TabsList>
            <TabsContent value="devices" className="mt-4">
              <TrustedDevicesTab />
            </TabsContent>
            <TabsContent value="codes" className="mt-4">
              <BackupCodesTab />
            </TabsContent>
            <TabsContent value="settings" className="mt-4">
              <SettingsTab />
            </TabsContent>
          </Tabs>
        ) : (
          <p className="text-sm text-muted-foreground">{t('status.offHint')}</p>
        )}
      </CardContent>
      <EnableTwoFactorDialog
        isOpen={dialog === 'enable'}
        onOpenChange={(open) => setDialog(open ? 'enable' : null)}
      />
      <DisableTwoFactorDialog
        isOpen={dialog === 'disable'}
        onOpenChange={(open) => setDialog(open ? 'disable' : null)}
      />
    </Card>
  );
}
