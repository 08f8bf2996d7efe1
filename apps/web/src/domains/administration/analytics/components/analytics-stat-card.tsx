import type { LucideIcon } from 'lucide-react';
import { TrendingDown, TrendingUp } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

interface AnalyticsStatCardProps {
  title: string;
  icon: LucideIcon;
  value: string;
  /** Percent change against the previous period; null when there is nothing to compare with. */
  growth: number | null;
  /** The growth line, already worded and formatted. */
  growthText: string;
}

/** One of the four figures at the top of the dashboard, with its computed growth. */
export function AnalyticsStatCard({
  title,
  icon: Icon,
  value,
  growth,
  growthText,
}: AnalyticsStatCardProps) {
  const titleId = useId();
  const Trend = growth !== null && growth < 0 ? TrendingDown : TrendingUp;
  return (
    <Card role="group" aria-labelledby={titleId}>
      <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
        <CardTitle id={titleId} className="text-sm font-medium text-muted-foreground">
          {title}
        </CardTitle>
        <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
      </CardHeader>
      <CardContent className="grid gap-1">
        <div className="text-2xl font-bold">{value}</div>
        <p
          className={cn(
            'flex items-center gap-1 text-xs',
            growth === null || growth === 0
              ? 'text-muted-foreground'
              : growth > 0
                ? 'text-emerald-700 dark:text-emerald-400'
                : 'text-destructive',
          )}
        >
          {growth === null ? null : <Trend aria-hidden="true" className="size-3" />}
          {growthText}
        </p>
      </CardContent>
    </Card>
  );
}
