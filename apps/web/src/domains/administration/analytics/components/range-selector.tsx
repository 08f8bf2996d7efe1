import { ANALYTICS_RANGES } from '@sanctions/contracts';
import type { AnalyticsRange } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface RangeSelectorProps {
  value: AnalyticsRange;
  onChange: (range: AnalyticsRange) => void;
}

/** The 7d / 30d / 90d switch (spec 2, default 30d): a group of pressed-state buttons. */
export function RangeSelector({ value, onChange }: RangeSelectorProps) {
  const { t } = useTranslation('analytics');
  return (
    <div
      role="group"
      aria-label={t('rangeLabel')}
      className="inline-flex gap-1 rounded-md border p-1"
    >
      {ANALYTICS_RANGES.map((range) => (
        <Button
          key={range}
          type="button"
          size="sm"
          variant={range === value ? 'default' : 'ghost'}
          aria-pressed={range === value}
          onClick={() => onChange(range)}
        >
          {t(`ranges.${range}`)}
        </Button>
      ))}
    </div>
  );
}
