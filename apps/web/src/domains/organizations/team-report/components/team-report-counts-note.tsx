import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const COUNTED = ['singleSearches', 'bulkRows', 'decisions', 'reviews', 'median', 'utc'] as const;

/** Says what each figure counts, so "single searches" are never read as including bulk rows (issue 23 §5). */
export function TeamReportCountsNote() {
  const { t } = useTranslation('team-report');
  return (
    <Card role="region" aria-labelledby="team-report-counts-title">
      <CardHeader>
        <CardTitle id="team-report-counts-title" className="flex items-center gap-2 text-base">
          <Info aria-hidden="true" className="size-4" />
          {t('counts.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid list-disc gap-1 ps-5 text-sm text-muted-foreground">
          {COUNTED.map((key) => (
            <li key={key}>{t(`counts.${key}`)}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
