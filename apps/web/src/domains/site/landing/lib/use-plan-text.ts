import type { Plan } from '@sanctions/contracts';
import { planNameSchema } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';

/**
 * Name and description of a plan card. The server stores them in English only, so the offered plans
 * (basic, professional, enterprise) read from the locale files; any other plan shows the server's text.
 */
export function usePlanText(plan: Pick<Plan, 'name' | 'displayName' | 'description'>): {
  name: string;
  description: string | null;
} {
  const { t } = useTranslation('landing');
  const known = planNameSchema.safeParse(plan.name);
  if (!known.success) return { name: plan.displayName, description: plan.description };
  return {
    name: t(`pricing.plans.${known.data}.name`),
    description: t(`pricing.plans.${known.data}.description`),
  };
}
