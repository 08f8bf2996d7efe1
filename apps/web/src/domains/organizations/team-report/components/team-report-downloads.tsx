import type { TeamReportQuery } from '@sanctions/contracts';
import { FileDown, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { downloadTeamReport } from '../api/download-team-report';
import type { TeamReportFormat } from '../api/download-team-report';
import { useTeamReportFormatters } from '../lib/use-team-report-formatters';

/** CSV and Excel files of the report on screen, headings in the interface language. */
export function TeamReportDownloads({ query }: { query: TeamReportQuery }) {
  const { t } = useTranslation('team-report');
  const { language } = useTeamReportFormatters();
  const errorMessage = useApiErrorMessage();
  const [pending, setPending] = useState<TeamReportFormat | null>(null);
  const run = async (format: TeamReportFormat) => {
    setPending(format);
    try {
      await downloadTeamReport(query, format, language);
    } catch (error) {
      toast({
        title: t('export.failed'),
        description: errorMessage(error, t('states.error')),
        variant: 'destructive',
      });
    } finally {
      setPending(null);
    }
  };
  const buttons = [
    { format: 'csv', icon: FileDown },
    { format: 'xlsx', icon: FileSpreadsheet },
  ] as const;
  return (
    <div className="flex flex-wrap gap-2">
      {buttons.map(({ format, icon: Icon }) => (
        <Button
          key={format}
          variant="outline"
          disabled={pending !== null}
          onClick={() => void run(format)}
        >
          <Icon aria-hidden="true" />
          {t(`export.${format}`)}
        </Button>
      ))}
    </div>
  );
}
