import { Link } from '@tanstack/react-router';
import { BarChart3, CreditCard, ListChecks, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

/**
 * Spec 2: View Analytics, Manage Users and Billing Settings. View Analytics opens the team report for
 * owners and admins (issue 23 §5); a plain member, who may not see the team's figures, gets their own usage.
 */
export function QuickActionsCard({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('organization');
  return (
    <Card role="region" aria-labelledby="quick-actions-title">
      <CardHeader>
        <CardTitle id="quick-actions-title">{t('quickActions.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button asChild variant="outline" className="justify-start">
          {canManage ? (
            <Link to={paths.organizationReports}>
              <BarChart3 aria-hidden="true" />
              {t('quickActions.viewAnalytics')}
            </Link>
          ) : (
            <Link to={paths.profile} search={{ tab: 'usage' }}>
              <BarChart3 aria-hidden="true" />
              {t('quickActions.viewAnalytics')}
            </Link>
          )}
        </Button>
        <Button asChild variant="outline" className="justify-start">
          <Link to={paths.organizationMembers}>
            <Users aria-hidden="true" />
            {t('quickActions.manageUsers')}
          </Link>
        </Button>
        <Button asChild variant="outline" className="justify-start">
          <Link to={paths.organizationWatchlists}>
            <ListChecks aria-hidden="true" />
            {t('quickActions.watchlists')}
          </Link>
        </Button>
        <Button asChild variant="outline" className="justify-start">
          <Link to={paths.billing}>
            <CreditCard aria-hidden="true" />
            {t('quickActions.billingSettings')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
