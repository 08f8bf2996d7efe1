import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useExportMyData } from '../api/account';

/** Data export: downloads the dated JSON file of everything held about the user. */
export function DataExportCard() {
  const { t } = useTranslation('account');
  const errorMessage = useApiErrorMessage();
  const exportData = useExportMyData();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('export.title')}</CardTitle>
        <CardDescription>{t('export.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="outline"
          disabled={exportData.isPending}
          onClick={() =>
            exportData.mutate(undefined, {
              onSuccess: () =>
                toast({
                  title: t('export.done'),
                  description: t('export.doneDescription'),
                  variant: 'success',
                }),
              onError: (error) =>
                toast({
                  title: t('export.failed'),
                  description: errorMessage(error, t('export.failedFallback')),
                  variant: 'destructive',
                }),
            })
          }
        >
          <Download aria-hidden="true" />
          {exportData.isPending ? t('export.preparing') : t('export.button')}
        </Button>
      </CardContent>
    </Card>
  );
}
