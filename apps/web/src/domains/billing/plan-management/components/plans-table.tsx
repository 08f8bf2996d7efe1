import type { AdminPlan } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { usePlanFormatters } from '../lib/use-plan-formatters';

const CELL = 'px-3 py-2 text-start align-top';
const NUMBER_CELL = `${CELL} whitespace-nowrap tabular-nums`;

interface PlansTableProps {
  plans: AdminPlan[];
  /** The plan whose activation is being changed, so its button waits. */
  togglingId: string | null;
  onEdit: (plan: AdminPlan) => void;
  onToggleActive: (plan: AdminPlan) => void;
}

/** Every plan with prices, limits, tags and how many subscriptions use it. */
export function PlansTable({ plans, togglingId, onEdit, onToggleActive }: PlansTableProps) {
  const { t } = useTranslation('plans');
  const format = usePlanFormatters();
  // relative: sr-only cells are absolutely positioned; they must scroll with the table, not widen the page.
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('title')}</caption>
        <thead className="border-b text-muted-foreground">
          <tr>
            <th className={CELL}>{t('columns.plan')}</th>
            <th className={CELL}>{t('columns.monthly')}</th>
            <th className={CELL}>{t('columns.yearly')}</th>
            <th className={CELL}>{t('columns.users')}</th>
            <th className={CELL}>{t('columns.searches')}</th>
            <th className={CELL}>{t('columns.apiCalls')}</th>
            <th className={CELL}>{t('columns.additionalCheck')}</th>
            <th className={CELL}>{t('columns.status')}</th>
            <th className={CELL}>{t('columns.subscriptions')}</th>
            <th className={CELL}>{t('columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => (
            <tr key={plan.id} className="border-b last:border-0" aria-label={plan.displayName}>
              <td className={CELL}>
                <div className="font-medium">{plan.displayName}</div>
                <div className="font-mono text-xs text-muted-foreground" dir="ltr">
                  {plan.name}
                </div>
                <div className="mt-1 flex flex-wrap gap-1">
                  {plan.isPopular ? <Badge variant="purple">{t('mostPopular')}</Badge> : null}
                  {plan.isCustom ? <Badge variant="outline">{t('custom')}</Badge> : null}
                </div>
              </td>
              <td className={NUMBER_CELL}>{format.price(plan.monthlyPrice)}</td>
              <td className={NUMBER_CELL}>{format.price(plan.yearlyPrice)}</td>
              <td className={NUMBER_CELL}>{format.limit(plan.maxUsers)}</td>
              <td className={NUMBER_CELL}>{format.limit(plan.maxSearchesPerMonth)}</td>
              <td className={NUMBER_CELL}>{format.limit(plan.maxApiCalls)}</td>
              <td className={NUMBER_CELL}>{format.price(plan.additionalCheckPrice)}</td>
              <td className={CELL}>
                <Badge variant={plan.isActive ? 'blue' : 'secondary'}>
                  {plan.isActive ? t('active') : t('inactive')}
                </Badge>
              </td>
              <td className={`${CELL} whitespace-nowrap`}>
                {t('subscriptionCounts', {
                  active: format.count(plan.subscriptions.active),
                  trial: format.count(plan.subscriptions.trial),
                  pastDue: format.count(plan.subscriptions.pastDue),
                })}
              </td>
              <td className={CELL}>
                <div className="flex flex-wrap gap-2">
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={t('editPlanNamed', { name: plan.displayName })}
                    onClick={() => onEdit(plan)}
                  >
                    {t('editPlan')}
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant={plan.isActive ? 'outline' : 'default'}
                    disabled={togglingId === plan.id}
                    aria-label={t(plan.isActive ? 'deactivateNamed' : 'activateNamed', {
                      name: plan.displayName,
                    })}
                    onClick={() => onToggleActive(plan)}
                  >
                    {plan.isActive ? t('deactivate') : t('activate')}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
