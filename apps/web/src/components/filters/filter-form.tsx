import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface FilterFormProps {
  /** Accessible name of the search landmark. */
  label: string;
  /** The form's id, for a control that shows or hides it (aria-controls). */
  id?: string;
  applyLabel: string;
  clearLabel: string;
  onApply: () => void;
  onClear: () => void;
  className?: string;
  actionsClassName?: string;
  children: ReactNode;
}

/**
 * The filter bar of a list page: a search landmark whose fields are drafts until Apply (or Enter), so a
 * half-typed filter never refetches the list; Clear resets them.
 */
export function FilterForm({
  label,
  id,
  applyLabel,
  clearLabel,
  onApply,
  onClear,
  className,
  actionsClassName,
  children,
}: FilterFormProps) {
  return (
    <form
      id={id}
      role="search"
      aria-label={label}
      className={cn('grid gap-4', className)}
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
    >
      {children}
      <div className={cn('flex flex-wrap gap-2', actionsClassName)}>
        <Button type="button" variant="outline" onClick={onClear}>
          {clearLabel}
        </Button>
        <Button type="submit">{applyLabel}</Button>
      </div>
    </form>
  );
}
