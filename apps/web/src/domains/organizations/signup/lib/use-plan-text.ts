import { planNameSchema } from '@sanctions/contracts';
import type { Plan } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';

/**
 * A plan's name and description in the interface language. The server stores them in English only,
 * so other languages use the wizard's translation of the three sign-up plans and fall back to the
 * server's words for any other plan.
 */
export function usePlanText() {
  const { t, i18n } = useTranslation('signup');
  return (plan: Pick<Plan, 'name' | 'displayName' | 'description'>) => {
    const name = planNameSchema.safeParse(plan.name);
    if (i18n.language === 'en' || !name.success) {
      return { displayName: plan.displayName, description: plan.description ?? '' };
    }
    return {
      displayName: t(`planNames.${name.data}`),
      description: t(`planDescriptions.${name.data}`),
    };
  };
}
