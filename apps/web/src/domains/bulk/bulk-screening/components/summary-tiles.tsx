import type { BulkJob } from '@sanctions/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { fileRows } from '../lib/job-progress';
import { useBulkFormatters } from '../lib/use-bulk-formatters';

type TileKey = 'rows' | 'clear' | 'high' | 'medium' | 'low' | 'invalid' | 'errors';

const TONES: Record<TileKey, string> = {
  rows: '',
  clear: 'text-green-700',
  high: 'text-red-700',
  medium: 'text-orange-700',
  low: 'text-yellow-700',
  invalid: 'text-muted-foreground',
  errors: 'text-destructive',
};

function Tile({ label, value, tone }: { label: string; value: string; tone: string }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="grid gap-1 rounded-lg border bg-card p-4">
      <span id={id} className="text-sm text-muted-foreground">
        {label}
      </span>
      <span className={cn('text-2xl font-bold tabular-nums', tone)}>{value}</span>
    </div>
  );
}

/** Rows, clear, hits by risk level and invalid rows (errors only when some row failed). */
export function SummaryTiles({ job }: { job: BulkJob }) {
  const { t } = useTranslation('bulk');
  const { number } = useBulkFormatters();
  const figures: [TileKey, number][] = [
    ['rows', fileRows(job)],
    ['clear', job.clearRows],
    ['high', job.hits.high],
    ['medium', job.hits.medium],
    ['low', job.hits.low],
    ['invalid', job.invalidRows],
    ...(job.errorRows > 0 ? ([['errors', job.errorRows]] as [TileKey, number][]) : []),
  ];
  return (
    <section
      aria-label={t('tiles.label')}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
    >
      {figures.map(([key, value]) => (
        <Tile key={key} label={t(`tiles.${key}`)} value={number(value)} tone={TONES[key]} />
      ))}
    </section>
  );
}
