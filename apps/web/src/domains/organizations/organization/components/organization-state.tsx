import { AlertCircle, Building2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

interface OrganizationStateProps {
  kind: 'loading' | 'empty' | 'error';
  title?: string;
  message: string;
  action?: ReactNode;
}

/** The dashboard's whole-page states: loading, no organisation, load failure (spec 2). */
export function OrganizationState({ kind, title, message, action }: OrganizationStateProps) {
  const Icon = kind === 'error' ? AlertCircle : Building2;
  return (
    <Card>
      <CardContent
        role={kind === 'error' ? 'alert' : 'status'}
        className="flex flex-col items-center gap-3 py-12 text-center"
      >
        {kind === 'loading' ? (
          <Spinner className="text-muted-foreground" />
        ) : (
          <Icon
            aria-hidden="true"
            className={
              kind === 'error' ? 'size-10 text-destructive' : 'size-10 text-muted-foreground'
            }
          />
        )}
        {title ? <h2 className="text-lg font-semibold">{title}</h2> : null}
        <p className="text-muted-foreground">{message}</p>
        {action}
      </CardContent>
    </Card>
  );
}
