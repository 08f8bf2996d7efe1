import { DEFAULT_MONITORING_THRESHOLD, MIN_MONITORING_THRESHOLD } from '@sanctions/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useMonitoringSettings, useUpdateMonitoringSettings } from '../api/monitoring-api';

/** The alert threshold: shown to everyone, editable by organisation owners and admins. */
export function ThresholdCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('monitoring');
  const settings = useMonitoringSettings();
  const current = settings.data?.threshold ?? DEFAULT_MONITORING_THRESHOLD;
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateMonitoringSettings();
  const errorMessage = useApiErrorMessage();
  const value = draft ?? String(current);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const threshold = Number(value);
    if (!Number.isInteger(threshold) || threshold < MIN_MONITORING_THRESHOLD || threshold > 100) {
      setError(t('threshold.invalid'));
      return;
    }
    setError(undefined);
    update.mutate(threshold, {
      onSuccess: () => {
        setDraft(null);
        toast({ title: t('threshold.saved'), variant: 'success' });
      },
      onError: (failure) =>
        toast({
          title: t('threshold.saveFailed'),
          description: errorMessage(failure, t('threshold.saveFailed')),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('threshold.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p className="text-muted-foreground">{t('threshold.explain', { threshold: current })}</p>
        {canEdit ? (
          <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
            <FormField id="monitoring-threshold" label={t('threshold.label')} error={error}>
              {(describedBy) => (
                <Input
                  id="monitoring-threshold"
                  type="number"
                  inputMode="numeric"
                  min={MIN_MONITORING_THRESHOLD}
                  max={100}
                  className="w-28"
                  value={value}
                  aria-describedby={describedBy}
                  aria-invalid={error !== undefined}
                  onChange={(e) => setDraft(e.target.value)}
                />
              )}
            </FormField>
            <Button type="submit" disabled={update.isPending}>
              {t('threshold.save')}
            </Button>
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}
