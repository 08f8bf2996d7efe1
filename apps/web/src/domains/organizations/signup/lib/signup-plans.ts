import { planNameSchema } from '@sanctions/contracts';
import type { Plan, PlanName } from '@sanctions/contracts';
import { usePlans } from '@/domains/billing';

export interface SignupPlan {
  plan: Plan;
  planName: PlanName;
}

/** The plans offered at sign-up (spec 9: basic, professional, enterprise); custom plans made later are not. */
export function signupPlansOf(plans: readonly Plan[]): SignupPlan[] {
  return plans.flatMap((plan) => {
    const name = planNameSchema.safeParse(plan.name);
    return name.success ? [{ plan, planName: name.data }] : [];
  });
}

/** The sign-up plans from the shared plans query, and the one named `selected` when it is offered. */
export function useSignupPlans(selected: PlanName | null) {
  const query = usePlans();
  const plans = signupPlansOf(query.data ?? []);
  return {
    query,
    plans,
    selectedPlan: plans.find((entry) => entry.planName === selected)?.plan ?? null,
  };
}
