import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { plansReplySchema } from '@sanctions/contracts';
import { useTestApp } from '../../../../test/use-test-app';
import { subscriptionPlans } from '../../../db/schema/billing';
import { seedDatabase } from '../../../db/seed';

describe('GET /api/v2/subscription/plans', () => {
  const t = useTestApp();
  beforeAll(async () => {
    await seedDatabase(t.db);
  });

  const getPlans = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/subscription/plans' });
    expect(response.statusCode).toBe(200);
    return plansReplySchema.parse(response.json()).data.plans;
  };

  it('lists the seeded plans without sign-in, in display order, with the landing page prices', async () => {
    const plans = await getPlans();
    expect(
      plans.map((plan) => [
        plan.name,
        plan.displayName,
        plan.monthlyPrice,
        plan.yearlyPrice,
        plan.isPopular,
        plan.isCustom,
      ]),
    ).toEqual([
      ['basic', 'Starter', 9_900, 99_000, false, false],
      ['professional', 'Professional', 29_900, 299_000, true, false],
      ['enterprise', 'Enterprise', 0, 0, false, true],
    ]);
    expect(plans[2]).toMatchObject({
      maxUsers: null,
      maxSearchesPerMonth: null,
      maxApiCalls: null,
    });
    expect(plans[0]).toMatchObject({ maxSearchesPerMonth: 250, additionalCheckPrice: 50 });
  });

  it('answers the eight feature flags and the highlights in English and Arabic', async () => {
    const [basic, professional, enterprise] = await getPlans();
    expect(basic?.features).toEqual({
      sanctionsCheck: true,
      pepCheck: false,
      watchlistScreening: true,
      bulkScreening: false,
      realtimeAlerts: false,
      apiAccess: true,
      advancedReporting: false,
      dedicatedSupport: false,
    });
    expect(professional?.features).toMatchObject({ pepCheck: true, dedicatedSupport: false });
    expect(Object.values(enterprise?.features ?? {}).every(Boolean)).toBe(true);
    expect(professional?.highlights.en).toContain('Bulk screening');
    expect(professional?.highlights.ar).toContain('الفحص المجمّع');
    expect(basic?.highlights.ar).toHaveLength(basic?.highlights.en.length ?? -1);
  });

  it('answers every flag, off, for a plan whose stored flags lack some, and hides inactive plans', async () => {
    await t.db
      .update(subscriptionPlans)
      .set({ featureFlags: { apiAccess: true } })
      .where(eq(subscriptionPlans.name, 'basic'));
    await t.db
      .update(subscriptionPlans)
      .set({ isActive: false })
      .where(eq(subscriptionPlans.name, 'enterprise'));

    const plans = await getPlans();
    expect(plans.map((plan) => plan.name)).toEqual(['basic', 'professional']);
    expect(plans[0]?.features).toMatchObject({ apiAccess: true, sanctionsCheck: false });
    expect(Object.keys(plans[0]?.features ?? {})).toHaveLength(8);
  });
});
