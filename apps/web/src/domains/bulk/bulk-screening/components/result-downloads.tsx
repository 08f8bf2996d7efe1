import { FileDown, FileSpreadsheet, FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { downloadBulkReport, downloadBulkResults } from '../api/download-bulk-files';
import { useBulkFormatters } from '../lib/use-bulk-formatters';

type Download = 'csv' | 'xlsx' | 'pdf';

/** Results as CSV or Excel, and the PDF summary, in the interface language. */
export function ResultDownloads({ jobId }: { jobId: string }) {
  const { t } = useTranslation('bulk');
  const { language } = useBulkFormatters();
  const errorMessage = useApiErrorMessage();
  const [pending, setPending] = useState<Download | null>(null);

  const run = async (what: Download) => {
    setPending(what);
    try {
      if (what === 'pdf') await downloadBulkReport(jobId, language);
      else await downloadBulkResults(jobId, what, language);
    } catch (error) {
      toast({
        title: t('downloads.failed'),
        description: errorMessage(error, t('errors.unknown')),
        variant: 'destructive',
      });
    } finally {
      setPending(null);
    }
  };

  const buttons = [
    { what: 'csv', icon: FileDown },
    { what: 'xlsx', icon: FileSpreadsheet },
    { what: 'pdf', icon: FileText },
  ] as const;

  return (
    <section className="grid gap-2" aria-labelledby="bulk-downloads-title">
      <h2 id="bulk-downloads-title" className="text-lg font-semibold">
        {t('downloads.title')}
      </h2>
      <div className="flex flex-wrap gap-2">
        {buttons.map(({ what, icon: Icon }) => (
          <Button
            key={what}
            variant="outline"
            disabled={pending !== null}
            onClick={() => void run(what)}
          >
            <Icon aria-hidden="true" />
            {t(`downloads.${what}`)}
          </Button>
        ))}
      </div>
    </section>
  );
}
