import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import type { ResultExporter, ScreeningOutcome } from '../result-exporter';
import { useFormatters } from '../lib/use-formatters';
import { ExportMenu } from './export-menu';
import { NoMatches } from './no-matches';
import { ResultsTable } from './results-table';

interface ResultsCardProps {
  outcome: ScreeningOutcome;
  exporter: ResultExporter;
  onViewDetails: (index: number) => void;
}

function queryLabel({
  firstName,
  lastName,
  arabicName,
}: ScreeningOutcome['result']['query']): string {
  const latin = [firstName, lastName].filter((part) => part.trim() !== '').join(' ');
  return [latin, arabicName.trim()].filter((part) => part !== '').join(' / ');
}

/** Spec 2.5: query and count, Export menu and Report, the matches table, and the footer. */
export function ResultsCard({ outcome, exporter, onViewDetails }: ResultsCardProps) {
  const { t } = useTranslation('search');
  const { number, seconds } = useFormatters();
  const { result } = outcome;
  const hasMatches = result.matches.length > 0;
  return (
    <Card role="region" aria-labelledby="search-results-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <CardTitle id="search-results-title">{t('results.title')}</CardTitle>
          <p className="text-sm text-muted-foreground">
            {t('results.query')}:{' '}
            <bdi className="font-medium text-foreground">{queryLabel(result.query)}</bdi>{' '}
            <Badge variant={hasMatches ? 'red' : 'secondary'} className="ms-1">
              {t('results.matchCount', { formatted: number(result.totalMatches) })}
            </Badge>
          </p>
        </div>
        {hasMatches ? (
          <div className="flex flex-wrap items-center gap-2">
            <ExportMenu outcome={outcome} exporter={exporter} />
            <Button
              size="sm"
              disabled={exporter.isPdfPending}
              onClick={() => void exporter.exportPdf(outcome)}
            >
              <FileText aria-hidden="true" />
              {t('results.report')}
            </Button>
          </div>
        ) : null}
      </CardHeader>
      <CardContent className="p-0">
        {hasMatches ? (
          <ResultsTable
            matches={result.matches}
            isPdfPending={exporter.isPdfPending}
            onViewDetails={onViewDetails}
            onDownloadReport={(index) => void exporter.exportPdf(outcome, index)}
          />
        ) : (
          <NoMatches />
        )}
      </CardContent>
      <CardFooter className="flex-wrap justify-between gap-2 border-t pt-4 text-sm text-muted-foreground">
        <span>
          {t('results.showing', {
            shown: number(result.matches.length),
            total: number(result.totalMatches),
          })}
          {' · '}
          {t('results.searchTime', { seconds: seconds(result.searchTime) })}
        </span>
        {hasMatches ? (
          <Button
            variant="outline"
            size="sm"
            disabled={exporter.isPdfPending}
            onClick={() => void exporter.exportPdf(outcome)}
          >
            <FileText aria-hidden="true" />
            {exporter.isPdfPending ? t('results.generating') : t('results.generateFullReport')}
          </Button>
        ) : null}
      </CardFooter>
    </Card>
  );
}
