import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface DateRangeFieldsProps {
  idPrefix: string;
  fromLabel: string;
  toLabel: string;
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}

/**
 * From and To date inputs that bound each other, so the picker cannot offer an empty range. Two grid
 * cells: the caller's grid lays them out.
 */
export function DateRangeFields({
  idPrefix,
  fromLabel,
  toLabel,
  from,
  to,
  onChange,
}: DateRangeFieldsProps) {
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-from`}>{fromLabel}</Label>
        <Input
          id={`${idPrefix}-from`}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => onChange({ from: event.target.value, to })}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-to`}>{toLabel}</Label>
        <Input
          id={`${idPrefix}-to`}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => onChange({ from, to: event.target.value })}
        />
      </div>
    </>
  );
}
