import { createPlanBodySchema, updatePlanBodySchema } from '@sanctions/contracts';
import type { AdminPlan } from '@sanctions/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-error';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useCreatePlan } from '../api/create-plan';
import { useUpdatePlan } from '../api/update-plan';
import { planFormField } from '../lib/plan-form-field';
import type { PlanFormField } from '../lib/plan-form-field';
import { PLAN_LIMIT_FIELDS, emptyPlanFormValues, planToFormValues } from '../lib/plan-form-values';
import type { PlanFormValues } from '../lib/plan-form-values';
import { toPlanDraft } from '../lib/to-plan-draft';
import { usePlanMessage } from '../lib/use-plan-message';
import { PlanCheckbox } from './plan-checkbox';
import { PlanFeaturesFieldset } from './plan-features-fieldset';
import { PlanHighlightsFields } from './plan-highlights-fields';
import { PlanLimitInput } from './plan-limit-input';
import { PlanPriceInput } from './plan-price-input';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

interface PlanFormProps {
  /** The plan being edited; a new plan when null. */
  plan: AdminPlan | null;
  onDone: () => void;
}

/**
 * The Create Plan / Edit Plan form: validated with the contract schemas before sending (so the messages
 * are the server's), server refusals shown on their fields too, a toast either way.
 */
export function PlanForm({ plan, onDone }: PlanFormProps) {
  const { t } = useTranslation('plans');
  const message = usePlanMessage();
  const errorMessage = useApiErrorMessage();
  const createPlan = useCreatePlan();
  const updatePlan = useUpdatePlan();
  const form = useForm<PlanFormValues>({
    defaultValues: plan === null ? emptyPlanFormValues() : planToFormValues(plan),
  });
  const errorOf = (field: PlanFormField) =>
    message(form.getFieldState(field, form.formState).error?.message);

  function showIssues(issues: readonly Issue[]) {
    const shown = new Set<PlanFormField>();
    for (const issue of issues) {
      const field = planFormField(issue.path);
      if (field === null || shown.has(field)) continue;
      shown.add(field);
      form.setError(field, { message: issue.message });
    }
  }

  function failed(title: string, error: unknown) {
    if (error instanceof ApiError) {
      showIssues(error.issues);
      if (error.status === 409) form.setError('name', { message: error.message });
    }
    toast({ title, description: errorMessage(error, title), variant: 'destructive' });
  }

  const onSubmit = form.handleSubmit((values) => {
    form.clearErrors();
    const draft = toPlanDraft(values);
    if (plan === null) {
      const parsed = createPlanBodySchema.safeParse(draft);
      if (!parsed.success) return showIssues(parsed.error.issues);
      createPlan.mutate(parsed.data, {
        onSuccess: (reply) => {
          toast({
            title: t('toasts.createdTitle'),
            description: t(
              reply.data.plan.isActive ? 'toasts.createdMessage' : 'toasts.createdInactiveMessage',
              { name: reply.data.plan.displayName },
            ),
            variant: 'success',
          });
          onDone();
        },
        onError: (error) => failed(t('toasts.createFailed'), error),
      });
      return;
    }
    const { name: _name, ...fields } = draft;
    const parsed = updatePlanBodySchema.safeParse(fields);
    if (!parsed.success) return showIssues(parsed.error.issues);
    updatePlan.mutate(
      { id: plan.id, body: parsed.data },
      {
        onSuccess: () => {
          toast({
            title: t('toasts.updatedTitle'),
            description: t('changeRule'),
            variant: 'success',
          });
          onDone();
        },
        onError: (error) => failed(t('toasts.updateFailed'), error),
      },
    );
  });

  const isPending = createPlan.isPending || updatePlan.isPending;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="plan-name"
          label={t('form.name')}
          error={errorOf('name')}
          hint={plan === null ? t('form.nameHint') : t('form.editDescription')}
        >
          {(describedBy) => (
            <Input
              id="plan-name"
              dir="ltr"
              autoComplete="off"
              readOnly={plan !== null}
              aria-invalid={errorOf('name') ? true : undefined}
              aria-describedby={describedBy}
              {...form.register('name')}
            />
          )}
        </FormField>
        <FormField
          id="plan-display-name"
          label={t('form.displayName')}
          error={errorOf('displayName')}
        >
          {(describedBy) => (
            <Input
              id="plan-display-name"
              aria-invalid={errorOf('displayName') ? true : undefined}
              aria-describedby={describedBy}
              {...form.register('displayName')}
            />
          )}
        </FormField>
      </div>
      <FormField
        id="plan-description"
        label={t('form.planDescription')}
        error={errorOf('description')}
      >
        {(describedBy) => (
          <Textarea
            id="plan-description"
            rows={2}
            aria-describedby={describedBy}
            {...form.register('description')}
          />
        )}
      </FormField>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-semibold">{t('form.pricing')}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <PlanPriceInput form={form} field="monthlyPrice" error={errorOf('monthlyPrice')} />
          <PlanPriceInput form={form} field="yearlyPrice" error={errorOf('yearlyPrice')} />
          <PlanPriceInput
            form={form}
            field="additionalCheckPrice"
            error={errorOf('additionalCheckPrice')}
            hint={t('form.additionalCheckHint')}
          />
        </div>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-semibold">{t('form.limits')}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          {PLAN_LIMIT_FIELDS.map((field) => (
            <PlanLimitInput
              key={field}
              form={form}
              field={field}
              error={errorOf(`limits.${field}`)}
            />
          ))}
        </div>
      </fieldset>

      <PlanFeaturesFieldset form={form} />
      <PlanHighlightsFields
        form={form}
        errors={{ en: errorOf('highlightsEn'), ar: errorOf('highlightsAr') }}
      />

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold">{t('form.display')}</legend>
        <div className="max-w-40">
          <FormField id="plan-sort-order" label={t('form.sortOrder')} error={errorOf('sortOrder')}>
            {(describedBy) => (
              <Input
                id="plan-sort-order"
                type="number"
                min={0}
                step={1}
                aria-describedby={describedBy}
                {...form.register('sortOrder')}
              />
            )}
          </FormField>
        </div>
        <PlanCheckbox label={t('form.isPopular')} {...form.register('isPopular')} />
        <PlanCheckbox label={t('form.isCustom')} {...form.register('isCustom')} />
        <PlanCheckbox label={t('form.isActive')} {...form.register('isActive')} />
      </fieldset>

      <p className="text-sm text-muted-foreground">{t('changeRule')}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={isPending}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? t('form.saving') : plan === null ? t('form.create') : t('form.save')}
        </Button>
      </div>
    </form>
  );
}
