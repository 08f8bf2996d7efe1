import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAddBulkRowsToMonitoring, useMonitoringErrorMessage } from '@/domains/cases';
import { toast } from '@/lib/toast';

/** "Add to monitoring" on a finished job (issue 16): all valid rows, or the clear ones only. */
export function AddToMonitoringCard({ jobId }: { jobId: string }) {
  const { t } = useTranslation('monitoring');
  const add = useAddBulkRowsToMonitoring(jobId);
  const errorMessage = useMonitoringErrorMessage();

  const addRows = (rows: 'all' | 'clear') =>
    add.mutate(rows, {
      onSuccess: (result) =>
        toast({
          title: t('fromBulk.title'),
          description: t('fromBulk.done', {
            count: result.added,
            duplicates: result.duplicates,
            alerts: result.alertsRaised,
          }),
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: t('fromBulk.failed'),
          description: errorMessage(error, t('fromBulk.failed')),
          variant: 'destructive',
        }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('fromBulk.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p className="text-muted-foreground">{t('fromBulk.description')}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={add.isPending} onClick={() => addRows('all')}>
            {t('fromBulk.all')}
          </Button>
          <Button variant="outline" disabled={add.isPending} onClick={() => addRows('clear')}>
            {t('fromBulk.clear')}
          </Button>
          {add.isPending ? <span role="status">{t('fromBulk.adding')}</span> : null}
        </div>
      </CardContent>
    </Card>
  );
}
