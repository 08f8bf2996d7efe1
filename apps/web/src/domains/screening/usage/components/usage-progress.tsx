import { Progress } from 'radix-ui';
import { cn } from '@/lib/utils';
import { clampPercentage, usageBandOf } from '../lib/usage-band';
import type { UsageBand } from '../lib/usage-band';

const BAND_CLASSES: Record<UsageBand, string> = {
  green: 'bg-green-500',
  yellow: 'bg-yellow-500',
  orange: 'bg-orange-500',
  red: 'bg-red-600',
};

interface UsageProgressProps {
  /** Percentage used; undefined while unknown (indeterminate). */
  percentage: number | undefined;
  label: string;
}

/**
 * Progress bar coloured by usage band and capped at 100 % (spec 2.9). Radix exposes the states
 * indeterminate, loading and complete as `data-state`.
 */
export function UsageProgress({ percentage, label }: UsageProgressProps) {
  const value = percentage === undefined ? null : clampPercentage(percentage);
  const band = value === null ? null : usageBandOf(value);
  return (
    <Progress.Root
      value={value}
      max={100}
      aria-label={label}
      data-band={band ?? undefined}
      className="relative h-2.5 w-full overflow-hidden rounded-full bg-muted"
    >
      <Progress.Indicator
        className={cn(
          'h-full rounded-full transition-[width] duration-500',
          band === null ? 'w-1/3 animate-pulse bg-muted-foreground/40' : BAND_CLASSES[band],
        )}
        style={value === null ? undefined : { width: `${value}%` }}
      />
    </Progress.Root>
  );
}
