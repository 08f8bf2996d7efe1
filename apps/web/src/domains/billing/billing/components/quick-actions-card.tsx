import { Link } from '@tanstack/react-router';
import { BarChart3, Code2, Download, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useDownloadUsageReport } from '../api/download-usage-report';

/** API reference served by the server itself (OpenAPI docs UI). */
const API_DOCS_URL = '/api/docs';

/** Spec 2: View All Invoices, Download Usage Report (CSV), Usage Analytics and API Integration. */
interface QuickActionsCardProps {
  /** Owners and admins read invoices and usage reports; members see the summary only. */
  canReadDocuments: boolean;
  onViewInvoices: () => void;
}

export function QuickActionsCard({ canReadDocuments, onViewInvoices }: QuickActionsCardProps) {
  const { t } = useTranslation('billing');
  const errorMessage = useApiErrorMessage();
  const report = useDownloadUsageReport();

  function downloadReport() {
    report.mutate(undefined, {
      onError: (error) =>
        toast({
          title: t('quickActions.reportFailed'),
          description: errorMessage(error, t('quickActions.reportFailed')),
          variant: 'destructive',
        }),
    });
  }

  return (
    <Card className="print:hidden">
      <CardHeader>
        <CardTitle className="text-lg">{t('quickActions.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button
          type="button"
          variant="outline"
          className="justify-start"
          onClick={onViewInvoices}
          disabled={!canReadDocuments}
        >
          <FileText aria-hidden="true" />
          {t('quickActions.viewAllInvoices')}
        </Button>
        <Button
          type="button"
          variant="outline"
          className="justify-start"
          onClick={downloadReport}
          disabled={!canReadDocuments || report.isPending}
        >
          <Download aria-hidden="true" />
          {t('quickActions.downloadUsageReport')}
        </Button>
        {canReadDocuments ? null : (
          <p className="text-xs text-muted-foreground">{t('quickActions.managersOnly')}</p>
        )}
        <Button asChild variant="outline" className="justify-start">
          <Link to={paths.profile} search={{ tab: 'usage' }}>
            <BarChart3 aria-hidden="true" />
            {t('quickActions.usageAnalytics')}
          </Link>
        </Button>
        <Button asChild variant="outline" className="justify-start">
          <a href={API_DOCS_URL} target="_blank" rel="noopener">
            <Code2 aria-hidden="true" />
            {t('quickActions.apiIntegration')}
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
