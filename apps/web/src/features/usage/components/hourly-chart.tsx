import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

interface HourlyChartProps {
  /** Searches per UTC hour of today; missing hours count as 0. */
  hours: readonly { hour: number; count: number }[];
  /** The current UTC hour, highlighted. */
  currentHour: number;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** 24 bars of today's searches, the current hour highlighted, a tooltip with hour and count (spec 2.9). */
export function HourlyChart({ hours, currentHour }: HourlyChartProps) {
  const { t, i18n } = useTranslation('usage');
  const [activeHour, setActiveHour] = useState<number | null>(null);
  const counts = HOURS.map((hour) => hours.find((entry) => entry.hour === hour)?.count ?? 0);
  const max = Math.max(1, ...counts);
  const number = new Intl.NumberFormat(i18n.language);
  const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

  return (
    // Time runs left to right in both languages, as on a clock axis.
    <div dir="ltr" className="grid gap-2">
      <ol className="flex h-40 items-end gap-1" aria-label={t('chart.title')}>
        {HOURS.map((hour) => {
          const count = counts[hour] ?? 0;
          const isCurrent = hour === currentHour;
          const label = t('chart.barLabel', {
            hour: hourLabel(hour),
            count,
            formatted: number.format(count),
          });
          return (
            <li
              key={hour}
              className="relative flex h-full flex-1 items-end"
              data-testid="hourly-bar"
              data-current={isCurrent || undefined}
            >
              <button
                type="button"
                aria-label={label}
                aria-current={isCurrent ? 'time' : undefined}
                onMouseEnter={() => setActiveHour(hour)}
                onMouseLeave={() => setActiveHour(null)}
                onFocus={() => setActiveHour(hour)}
                onBlur={() => setActiveHour(null)}
                className={cn(
                  'w-full rounded-t-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  isCurrent ? 'bg-primary' : 'bg-primary/30 hover:bg-primary/50',
                )}
                style={{ height: `${Math.max(4, (count / max) * 100)}%` }}
              />
              {activeHour === hour ? (
                <span
                  role="tooltip"
                  className="pointer-events-none absolute bottom-full start-1/2 z-10 mb-1 -translate-x-1/2 whitespace-nowrap rounded bg-foreground px-2 py-1 text-xs text-background"
                >
                  {label}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      <div className="flex justify-between text-xs text-muted-foreground">
        <span>00:00</span>
        <span>06:00</span>
        <span>12:00</span>
        <span>18:00</span>
        <span>23:00</span>
      </div>
    </div>
  );
}
