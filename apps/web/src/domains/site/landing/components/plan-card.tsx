import type { BillingCycle, Plan } from '@sanctions/contracts';
import { planNameSchema } from '@sanctions/contracts';
import { Link } from '@tanstack/react-router';
import { Check } from 'lucide-react';
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
import { paths } from '@/config/paths';
import { planHighlights } from '@/domains/billing';
import { cn } from '@/lib/utils';
import { usePlanText } from '../lib/use-plan-text';
import { PlanPrice } from './plan-price';

/** One plan of the pricing section: price for the cycle, highlights, and its way in. */
export function PlanCard({ plan, cycle }: { plan: Plan; cycle: BillingCycle }) {
  const { t, i18n } = useTranslation('landing');
  const text = usePlanText(plan);
  // The wizard preselects only the plans it offers; any other plan opens it without a choice.
  const signupPlan = planNameSchema.safeParse(plan.name).data;
  return (
    <Card
      data-testid={`plan-${plan.name}`}
      className={cn(
        'relative flex flex-col',
        plan.isPopular && 'border-2 border-primary shadow-lg',
      )}
    >
      {plan.isPopular ? (
        <Badge className="absolute -top-3 start-1/2 -translate-x-1/2 rtl:translate-x-1/2">
          {t('pricing.mostPopular')}
        </Badge>
      ) : null}
      <CardHeader>
        <CardTitle>{text.name}</CardTitle>
        {text.description === null ? null : <CardDescription>{text.description}</CardDescription>}
        <PlanPrice plan={plan} cycle={cycle} />
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="grid gap-2 text-sm">
          {planHighlights(plan, i18n.language).map((highlight) => (
            <li key={highlight} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden="true" />
              {highlight}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        {plan.isCustom ? (
          <Button asChild variant="outline" className="w-full">
            <Link to={paths.contact} search={{ topic: 'sales' }}>
              {t('pricing.contactSales')}
            </Link>
          </Button>
        ) : (
          <Button asChild className="w-full" variant={plan.isPopular ? 'default' : 'outline'}>
            <Link to={paths.signup} search={{ plan: signupPlan, cycle }}>
              {t('pricing.startTrial')}
            </Link>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
