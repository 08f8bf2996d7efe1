import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

interface StatTileProps {
  title: string;
  icon: LucideIcon;
  value: ReactNode;
  detail?: ReactNode;
}

/** One figure of a dashboard's tile row: a title, the value and a line of detail. */
export function StatTile({ title, icon: Icon, value, detail }: StatTileProps) {
  const titleId = useId();
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
        {detail ? <div className="text-xs text-muted-foreground">{detail}</div> : null}
      </CardContent>
    </Card>
  );
}
