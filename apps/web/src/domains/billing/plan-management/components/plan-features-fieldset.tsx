import { PLAN_FEATURE_KEYS } from '@sanctions/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PlanFormValues } from '../lib/plan-form-values';
import { PlanCheckbox } from './plan-checkbox';

/** The spec's eight feature flags as toggles. */
export function PlanFeaturesFieldset({ form }: { form: UseFormReturn<PlanFormValues> }) {
  const { t } = useTranslation('plans');
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-semibold">{t('form.features')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {PLAN_FEATURE_KEYS.map((key) => (
          <PlanCheckbox
            key={key}
            label={t(`features.${key}`)}
            {...form.register(`features.${key}`)}
          />
        ))}
      </div>
    </fieldset>
  );
}
