import { Progress } from 'radix-ui';

interface UsageBarProps {
  /** Whole percentage, already capped at 100. */
  percent: number;
  label: string;
}

/** One progress bar of the Usage Overview card. */
export function UsageBar({ percent, label }: UsageBarProps) {
  return (
    <Progress.Root
      value={percent}
      max={100}
      aria-label={label}
      className="relative h-2.5 w-full overflow-hidden rounded-full bg-muted"
    >
      <Progress.Indicator
        className={
          percent >= 100 ? 'h-full rounded-full bg-destructive' : 'h-full rounded-full bg-primary'
        }
        style={{ width: `${percent}%` }}
      />
    </Progress.Root>
  );
}
