import { planNameSchema } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';

/**
 * A plan's name in the interface language. The server stores plan names in English only, so the offered
 * plans (basic, professional, enterprise) read from the locale file; any other plan shows its own name.
 */
export function usePlanName(): (name: string, displayName: string) => string {
  const { t } = useTranslation('billing');
  return (name, displayName) => {
    const known = planNameSchema.safeParse(name);
    return known.success ? t(`planNames.${known.data}`) : displayName;
  };
}
