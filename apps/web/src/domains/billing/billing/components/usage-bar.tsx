import { usagePercent } from '../lib/usage-percent';

interface UsageBarProps {
  label: string;
  /** "120 of 250", already formatted. */
  value: string;
  used: number;
  /** Null = unlimited: no bar, only the count. */
  limit: number | null;
}

/** A labelled progress bar of usage against a plan limit, capped at 100 % (spec 9). */
export function UsageBar({ label, value, used, limit }: UsageBarProps) {
  const percent = usagePercent(used, limit);
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground">{value}</span>
      </div>
      {percent === null ? null : (
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 w-full overflow-hidden rounded-full bg-muted"
        >
          <div
            className={percent >= 100 ? 'h-full bg-destructive' : 'h-full bg-primary'}
            style={{ width: `${percent}%` }}
          />
        </div>
      )}
    </div>
  );
}
