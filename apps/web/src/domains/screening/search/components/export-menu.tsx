import { Download, FileSpreadsheet, FileText, Sheet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { ResultExporter, ScreeningOutcome } from '../result-exporter';

/** Spec 2.5 Export menu: CSV, Excel, PDF. */
export function ExportMenu({
  outcome,
  exporter,
  extraItems,
}: {
  outcome: ScreeningOutcome;
  exporter: ResultExporter;
  /** More entries after the formats (e.g. the user's export templates). */
  extraItems?: ReactNode;
}) {
  const { t } = useTranslation('search');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <Download aria-hidden="true" />
          {t('results.export')}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => exporter.exportCsv(outcome)}>
          <FileText aria-hidden="true" />
          {t('results.exportCsv')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => exporter.exportExcel(outcome)}>
          <FileSpreadsheet aria-hidden="true" />
          {t('results.exportExcel')}
        </DropdownMenuItem>
        <DropdownMenuItem
          disabled={exporter.isPdfPending}
          onSelect={() => void exporter.exportPdf(outcome)}
        >
          <Sheet aria-hidden="true" />
          {t('results.exportPdf')}
        </DropdownMenuItem>
        {extraItems}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
