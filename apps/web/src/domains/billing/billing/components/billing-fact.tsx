import type { ReactNode } from 'react';

/** A label and its value in a definition list (overview and details cards). */
export function BillingFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-1">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}
