import { useReportExporter } from '@/features/exports/hooks/use-report-exporter';
import { SearchPage } from '@/features/search/components/search-page';

/** /sanctions-screening and /dashboard: the search screen with the export feature's actions. */
export function ScreeningPage() {
  const exporter = useReportExporter();
  return <SearchPage exporter={exporter} />;
}
