import { yearlySavingPercent } from '@sanctions/contracts';
import { usePlans } from './plans-query';

/** The yearly saving the offered plans give (the toggles' badge), null while unknown or when none. */
export function useYearlySaving(): number | null {
  const plans = usePlans();
  return plans.data ? yearlySavingPercent(plans.data) : null;
}
