import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import type { PlanFormValues } from '../lib/plan-form-values';

type PriceField = 'monthlyPrice' | 'yearlyPrice' | 'additionalCheckPrice';

interface PlanPriceInputProps {
  form: UseFormReturn<PlanFormValues>;
  field: PriceField;
  error: string | undefined;
  hint?: string;
}

/** A price in US dollars to the cent; it is stored in cents. */
export function PlanPriceInput({ form, field, error, hint }: PlanPriceInputProps) {
  const { t } = useTranslation('plans');
  const id = `plan-${field}`;
  return (
    <FormField id={id} label={t(`form.${field}`)} error={error} hint={hint}>
      {(describedBy) => (
        <Input
          id={id}
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          dir="ltr"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...form.register(field)}
        />
      )}
    </FormField>
  );
}
