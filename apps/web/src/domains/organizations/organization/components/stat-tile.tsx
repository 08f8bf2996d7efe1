import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';

interface StatTileProps {
  title: string;
  icon: LucideIcon;
  value: ReactNode;
  detail?: ReactNode;
}

/** One of the dashboard's four summary tiles: a labelled region, so each reads as a unit. */
export function StatTile({ title, icon: Icon, value, detail }: StatTileProps) {
  return (
    <Card role="region" aria-label={title}>
      <CardContent className="grid gap-2 p-6">
        <div className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
          <span>{title}</span>
          <Icon aria-hidden="true" className="size-4" />
        </div>
        <div className="text-2xl font-bold">{value}</div>
        {detail ? <div className="text-xs text-muted-foreground">{detail}</div> : null}
      </CardContent>
    </Card>
  );
}
