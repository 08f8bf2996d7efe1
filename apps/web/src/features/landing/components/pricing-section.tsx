import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { CONTACT_SALES_HREF } from '@/config/paths';
import { cn } from '@/lib/utils';
import type { OpenSignIn } from './landing-page';

/** Landing page yearly discount (the sign-up wizard shows its own 17%). */
export const YEARLY_DISCOUNT = 0.2;

type BillingCycle = 'monthly' | 'yearly';

const PLANS = [
  {
    id: 'starter',
    monthlyUsd: 99,
    features: [
      'pricing.starter.features.searches',
      'pricing.starter.features.lists',
      'pricing.starter.features.support',
      'pricing.starter.features.api',
      'pricing.starter.features.export',
      'pricing.starter.features.retention',
    ],
  },
  {
    id: 'professional',
    monthlyUsd: 299,
    isPopular: true,
    features: [
      'pricing.professional.features.searches',
      'pricing.professional.features.lists',
      'pricing.professional.features.support',
      'pricing.professional.features.api',
      'pricing.professional.features.bulk',
      'pricing.professional.features.reports',
      'pricing.professional.features.retention',
      'pricing.professional.features.webhooks',
    ],
  },
  {
    id: 'enterprise',
    monthlyUsd: null,
    features: [
      'pricing.enterprise.features.searches',
      'pricing.enterprise.features.support',
      'pricing.enterprise.features.integrations',
      'pricing.enterprise.features.sla',
      'pricing.enterprise.features.onPremise',
      'pricing.enterprise.features.training',
      'pricing.enterprise.features.retention',
      'pricing.enterprise.features.whiteLabel',
    ],
  },
] as const;

// Prices are US dollars in both languages, written the way the invoices show them ($299).
const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Monthly price in whole dollars for the chosen cycle (yearly = discounted monthly equivalent). */
export function monthlyPriceUsd(monthlyUsd: number, cycle: BillingCycle): number {
  return cycle === 'yearly' ? Math.round(monthlyUsd * (1 - YEARLY_DISCOUNT)) : monthlyUsd;
}

export function PricingSection({ onOpenSignIn }: { onOpenSignIn: OpenSignIn }) {
  const { t } = useTranslation('landing');
  const [cycle, setCycle] = useState<BillingCycle>('monthly');

  return (
    <section id="pricing" className="scroll-mt-20 bg-muted/40 py-20">
      <div className="mx-auto max-w-7xl px-4">
        <div className="mx-auto grid max-w-2xl justify-items-center gap-3 text-center">
          <h2 className="text-3xl font-bold">{t('pricing.title')}</h2>
          <p className="text-muted-foreground">{t('pricing.subtitle')}</p>
          <div
            role="radiogroup"
            aria-label={t('pricing.title')}
            className="mt-4 inline-flex rounded-full border bg-background p-1"
          >
            {(['monthly', 'yearly'] as const).map((option) => (
              <button
                key={option}
                type="button"
                role="radio"
                aria-checked={cycle === option}
                onClick={() => setCycle(option)}
                className={cn(
                  'flex items-center gap-2 rounded-full px-4 py-1.5 text-sm font-medium',
                  cycle === option ? 'bg-primary text-primary-foreground' : 'text-muted-foreground',
                )}
              >
                {t(`pricing.${option}`)}
                {option === 'yearly' ? (
                  <Badge variant={cycle === 'yearly' ? 'secondary' : 'blue'}>
                    {t('pricing.save')}
                  </Badge>
                ) : null}
              </button>
            ))}
          </div>
        </div>
        <div className="mt-12 grid gap-6 lg:grid-cols-3">
          {PLANS.map((plan) => {
            const isPopular = 'isPopular' in plan && plan.isPopular;
            return (
              <Card
                key={plan.id}
                className={cn(
                  'relative flex flex-col',
                  isPopular && 'border-2 border-primary shadow-lg',
                )}
              >
                {isPopular ? (
                  <Badge className="absolute -top-3 start-1/2 -translate-x-1/2 rtl:translate-x-1/2">
                    {t('pricing.mostPopular')}
                  </Badge>
                ) : null}
                <CardHeader>
                  <CardTitle>{t(`pricing.${plan.id}.name`)}</CardTitle>
                  <CardDescription>{t(`pricing.${plan.id}.description`)}</CardDescription>
                  <p className="mt-4 flex items-baseline gap-1">
                    {plan.monthlyUsd === null ? (
                      <span className="text-4xl font-bold">{t('pricing.custom')}</span>
                    ) : (
                      <>
                        <span
                          className="text-4xl font-bold"
                          dir="ltr"
                          data-testid={`price-${plan.id}`}
                        >
                          {USD.format(monthlyPriceUsd(plan.monthlyUsd, cycle))}
                        </span>
                        <span className="text-muted-foreground">{t('pricing.perMonth')}</span>
                      </>
                    )}
                  </p>
                  {plan.monthlyUsd !== null && cycle === 'yearly' ? (
                    <p className="text-xs text-muted-foreground">{t('pricing.billedYearly')}</p>
                  ) : null}
                </CardHeader>
                <CardContent className="flex-1">
                  <ul className="grid gap-2 text-sm">
                    {plan.features.map((feature) => (
                      <li key={feature} className="flex items-start gap-2">
                        <Check
                          className="mt-0.5 size-4 shrink-0 text-green-600"
                          aria-hidden="true"
                        />
                        {t(feature)}
                      </li>
                    ))}
                  </ul>
                </CardContent>
                <CardFooter>
                  {plan.monthlyUsd === null ? (
                    <Button asChild variant="outline" className="w-full">
                      <a href={CONTACT_SALES_HREF}>{t('pricing.contactSales')}</a>
                    </Button>
                  ) : (
                    <Button
                      className="w-full"
                      variant={isPopular ? 'default' : 'outline'}
                      onClick={() => onOpenSignIn('signup')}
                    >
                      {t('pricing.startTrial')}
                    </Button>
                  )}
                </CardFooter>
              </Card>
            );
          })}
        </div>
      </div>
    </section>
  );
}
