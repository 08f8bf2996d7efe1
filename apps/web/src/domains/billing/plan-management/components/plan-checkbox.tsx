import type { ComponentProps } from 'react';

interface PlanCheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
}

/** A labelled checkbox of the plan dialog (the whole label is the click target). */
export function PlanCheckbox({ label, ...props }: PlanCheckboxProps) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" className="size-4 shrink-0 accent-primary" {...props} />
      <span>{label}</span>
    </label>
  );
}
