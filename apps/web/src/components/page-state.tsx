import { AlertCircle, Building2 } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

/** A page's whole-card state while its data loads, when there is none, or when it failed (role status or alert). */
export function PageState({
  kind,
  title,
  message,
  action,
  icon = Building2,
}: {
  kind: 'loading' | 'empty' | 'error';
  title?: string;
  message: string;
  action?: ReactNode;
  /** The page's own subject, shown when empty or not allowed; an error always shows the alert icon. */
  icon?: LucideIcon;
}) {
  const Icon = kind === 'error' ? AlertCircle : icon;
  return (
    <Card>
      <CardContent
        role={kind === 'error' ? 'alert' : 'status'}
        className="flex flex-col items-center gap-3 py-12 text-center"
      >
        {kind === 'loading' ? (
          <Spinner className="text-muted-foreground" />
        ) : (
          <Icon aria-hidden="true" className="size-10 text-muted-foreground" />
        )}
        {title ? <h2 className="text-lg font-semibold">{title}</h2> : null}
        <p className="text-muted-foreground">{message}</p>
        {action}
      </CardContent>
    </Card>
  );
}
