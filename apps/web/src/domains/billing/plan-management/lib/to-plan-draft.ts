import { typedAmountToCents } from '@sanctions/contracts';
import type { PlanFormValues } from './plan-form-values';

const WHOLE_NUMBER = /^-?\d+$/;

/** A price typed in dollars as cents; NaN when it is no number, so the contract refuses it. */
function dollarsToCents(text: string): number {
  return typedAmountToCents(text) ?? Number.NaN;
}

/** Typed whole number; NaN otherwise, so the contract refuses it with the field's own message. */
function wholeNumber(text: string): number {
  const trimmed = text.trim();
  return WHOLE_NUMBER.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** One highlight per line; blank lines are spacing, not highlights. */
function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The dialog's values as the API body, before validation: dollars become cents, an Unlimited limit
 * becomes null, highlights become lines. The contract schema then checks it (and gives the messages).
 */
export function toPlanDraft(values: PlanFormValues) {
  return {
    name: values.name.trim(),
    displayName: values.displayName,
    description: values.description.trim() === '' ? null : values.description,
    monthlyPrice: dollarsToCents(values.monthlyPrice),
    yearlyPrice: dollarsToCents(values.yearlyPrice),
    additionalCheckPrice: dollarsToCents(values.additionalCheckPrice),
    maxUsers: values.unlimited.maxUsers ? null : wholeNumber(values.limits.maxUsers),
    maxSearchesPerMonth: values.unlimited.maxSearchesPerMonth
      ? null
      : wholeNumber(values.limits.maxSearchesPerMonth),
    maxApiCalls: values.unlimited.maxApiCalls ? null : wholeNumber(values.limits.maxApiCalls),
    features: values.features,
    highlights: { en: lines(values.highlightsEn), ar: lines(values.highlightsAr) },
    sortOrder: wholeNumber(values.sortOrder),
    isCustom: values.isCustom,
    isPopular: values.isPopular,
    isActive: values.isActive,
  };
}
