import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import type { PlanFormValues, PlanLimitField } from '../lib/plan-form-values';
import { PlanCheckbox } from './plan-checkbox';

interface PlanLimitInputProps {
  form: UseFormReturn<PlanFormValues>;
  field: PlanLimitField;
  error: string | undefined;
}

/** A limit (at least 1) with its "Unlimited" box; the number is ignored while the box is ticked. */
export function PlanLimitInput({ form, field, error }: PlanLimitInputProps) {
  const { t } = useTranslation('plans');
  const id = `plan-${field}`;
  const label = t(`form.${field}`);
  const unlimited = form.watch(`unlimited.${field}`);
  return (
    <div className="grid content-start gap-2">
      <FormField id={id} label={label} error={error}>
        {(describedBy) => (
          <Input
            id={id}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            disabled={unlimited}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...form.register(`limits.${field}`)}
          />
        )}
      </FormField>
      <PlanCheckbox
        label={t('form.unlimitedFor', { field: label })}
        {...form.register(`unlimited.${field}`)}
      />
    </div>
  );
}
