import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/date-time-format';
import type { TimeFormat } from '@/lib/date-time-format';
import { cn } from '@/lib/utils';

interface HourlyChartProps {
  /** Searches per UTC hour of today; missing hours count as 0. */
  hours: readonly { hour: number; count: number }[];
  /** The current UTC hour, highlighted. */
  currentHour: number;
  /** The user's clock (spec 2.12): "13:00" or "1:00 PM". */
  timeFormat: TimeFormat;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const AXIS_HOURS = [0, 6, 12, 18, 23];

// The hours are UTC; a local date with that hour lets the shared formatter print it without shifting it.
function hourLabel(hour: number, timeFormat: TimeFormat): string {
  return formatTime(new Date(2000, 0, 1, hour), timeFormat);
}

/** 24 bars of today's searches, the current hour highlighted, a tooltip with hour and count (spec 2.9). */
export function HourlyChart({ hours, currentHour, timeFormat }: HourlyChartProps) {
  const { t, i18n } = useTranslation('usage');
  const [activeHour, setActiveHour] = useState<number | null>(null);
  const counts = HOURS.map((hour) => hours.find((entry) => entry.hour === hour)?.count ?? 0);
  const max = Math.max(1, ...counts);
  const number = new Intl.NumberFormat(i18n.language);

  return (
    // Time runs left to right in both languages, as on a clock axis.
    <div dir="ltr" className="grid gap-2">
      <ol className="flex h-40 items-end gap-1" aria-label={t('chart.title')}>
        {HOURS.map((hour) => {
          const count = counts[hour] ?? 0;
          const isCurrent = hour === currentHour;
          const label = t('chart.barLabel', {
            hour: hourLabel(hour, timeFormat),
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
                  {/* The axis stays left to right; the sentence reads in the interface language. */}
                  <span dir={i18n.dir()}>{label}</span>
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      <div className="flex justify-between text-xs text-muted-foreground">
        {AXIS_HOURS.map((hour) => (
          <span key={hour}>{hourLabel(hour, timeFormat)}</span>
        ))}
      </div>
    </div>
  );
}
