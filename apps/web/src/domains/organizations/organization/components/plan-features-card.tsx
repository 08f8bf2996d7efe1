import type { OrganizationPlanView } from '@sanctions/contracts';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { planFeatureList } from '../lib/plan-feature-list';
import { useOrganizationFormatters } from '../lib/use-organization-formatters';

/** Spec 2: up to 8 of the plan's features, then "+N more features". */
export function PlanFeaturesCard({ plan }: { plan: OrganizationPlanView | null }) {
  const { t, i18n } = useTranslation('organization');
  const format = useOrganizationFormatters();
  const list = plan === null ? null : planFeatureList(plan, i18n.language);
  return (
    <Card role="region" aria-labelledby="plan-features-title">
      <CardHeader>
        <CardTitle id="plan-features-title">{t('features.title')}</CardTitle>
        <CardDescription>{t('features.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {list === null ? (
          <p className="text-sm text-muted-foreground">{t('features.none')}</p>
        ) : (
          <>
            <ul className="grid gap-2">
              {list.shown.map((item) => {
                const label = item.kind === 'flag' ? t(`features.${item.key}`) : item.text;
                return (
                  <li key={`${item.kind}-${label}`} className="flex items-start gap-2 text-sm">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-600" />
                    <span>{label}</span>
                  </li>
                );
              })}
            </ul>
            {list.hiddenCount > 0 ? (
              <p className="text-sm text-muted-foreground">
                {t('features.more', { number: format.count(list.hiddenCount) })}
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
