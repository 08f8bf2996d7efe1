import type { ReactNode } from 'react';

/** Label and value pairs of a card, as a description list. */
export function FigureList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-3 text-sm">
      {items.map((item) => (
        <div key={item.label} className="flex items-baseline justify-between gap-4">
          <dt className="text-muted-foreground">{item.label}</dt>
          <dd className="text-end font-medium tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
