import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Textarea } from '@/components/ui/textarea';
import type { PlanFormValues } from '../lib/plan-form-values';

interface PlanHighlightsFieldsProps {
  form: UseFormReturn<PlanFormValues>;
  errors: { en: string | undefined; ar: string | undefined };
}

/** The plan card's highlights, one per line, in English (left to right) and Arabic (right to left). */
export function PlanHighlightsFields({ form, errors }: PlanHighlightsFieldsProps) {
  const { t } = useTranslation('plans');
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-semibold">{t('form.highlights')}</legend>
      <p className="text-xs text-muted-foreground">{t('form.highlightsHint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="plan-highlights-en" label={t('form.highlightsEn')} error={errors.en}>
          {(describedBy) => (
            <Textarea
              id="plan-highlights-en"
              dir="ltr"
              lang="en"
              rows={5}
              aria-invalid={errors.en ? true : undefined}
              aria-describedby={describedBy}
              {...form.register('highlightsEn')}
            />
          )}
        </FormField>
        <FormField id="plan-highlights-ar" label={t('form.highlightsAr')} error={errors.ar}>
          {(describedBy) => (
            <Textarea
              id="plan-highlights-ar"
              dir="rtl"
              lang="ar"
              rows={5}
              aria-invalid={errors.ar ? true : undefined}
              aria-describedby={describedBy}
              {...form.register('highlightsAr')}
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
