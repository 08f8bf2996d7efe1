import { cn } from '@/lib/utils';
import { confidenceTone } from '../lib/confidence-tone';
import type { ConfidenceTone } from '../lib/confidence-tone';
import { useFormatters } from '../lib/use-formatters';

const TONE_CLASSES: Record<ConfidenceTone, string> = {
  red: 'bg-red-500',
  yellow: 'bg-yellow-500',
  green: 'bg-green-500',
};

interface ConfidenceBarProps {
  confidence: number;
  label: string;
  /** False hides the printed percentage (display preference); the bar and its meter value stay. */
  showValue?: boolean;
}

/** Confidence percentage with a bar coloured by the spec 9 thresholds. */
export function ConfidenceBar({ confidence, label, showValue = true }: ConfidenceBarProps) {
  const { number } = useFormatters();
  const tone = confidenceTone(confidence);
  return (
    <div className="flex min-w-28 items-center gap-2">
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={confidence}
        data-tone={tone}
        className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full', TONE_CLASSES[tone])}
          style={{ inlineSize: `${confidence}%` }}
        />
      </div>
      {showValue ? (
        <span className="w-10 text-end text-sm font-semibold tabular-nums">
          {number(confidence)}%
        </span>
      ) : null}
    </div>
  );
}
