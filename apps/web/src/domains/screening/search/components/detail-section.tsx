import type { ReactNode } from 'react';

/** A titled block of the match dialog. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2 rounded-md border p-4">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Label/value pairs; empty values are left out, and an all-empty list shows `emptyText`. */
export function DetailList({
  items,
  emptyText,
}: {
  items: readonly { label: string; value: ReactNode }[];
  emptyText: string;
}) {
  const shown = items.filter(
    (item) => item.value !== null && item.value !== '' && item.value !== undefined,
  );
  if (shown.length === 0) return <p className="text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {shown.map((item) => (
        <div key={item.label} className="contents">
          <dt className="text-muted-foreground">{item.label}</dt>
          <dd className="font-medium break-words">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Bulleted values (aliases, documents); text keeps its own direction. */
export function DetailValues({
  values,
  emptyText,
}: {
  values: readonly string[];
  emptyText: string;
}) {
  if (values.length === 0) return <p className="text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <ul className="list-disc gap-x-8 ps-5 text-sm sm:columns-2 [&>li]:mb-1">
      {values.map((value) => (
        <li key={value}>
          <bdi>{value}</bdi>
        </li>
      ))}
    </ul>
  );
}
