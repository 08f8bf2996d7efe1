import type { Plan } from '@sanctions/contracts';

/** The plan's marketing highlights in the interface language (Arabic for "ar", else English), at most `limit`. */
export function planHighlights(plan: Pick<Plan, 'highlights'>, language: string, limit?: number) {
  const highlights = language === 'ar' ? plan.highlights.ar : plan.highlights.en;
  return limit === undefined ? highlights : highlights.slice(0, limit);
}
