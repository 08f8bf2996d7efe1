import type { PendingOrganization } from '@sanctions/contracts';
import { industrySchema } from '@sanctions/contracts';
import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatPlanPrice } from '@/domains/billing';
import { useDateTime } from '@/lib/use-date-time';

interface PendingOrganizationCardProps {
  organization: PendingOrganization;
  onApprove: () => void;
  onReject: () => void;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words text-sm">{children}</dd>
    </div>
  );
}

/** One application as the super admin reviews it (spec 3, pending organization), with its two decisions. */
export function PendingOrganizationCard({
  organization,
  onApprove,
  onReject,
}: PendingOrganizationCardProps) {
  const { t, i18n } = useTranslation('admin');
  const { dateTime } = useDateTime(t('pending.justNow'));
  const { owner, subscription } = organization;
  const industry = industrySchema.safeParse(organization.industry);
  const none = t('pending.none');
  const titleId = `pending-organization-${organization.id}`;

  return (
    <Card aria-labelledby={titleId} role="article">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid min-w-0 gap-1">
          <CardTitle id={titleId}>{organization.displayName}</CardTitle>
          <CardDescription>{organization.name}</CardDescription>
        </div>
        <Badge variant="orange">{t('pending.status')}</Badge>
      </CardHeader>
      <CardContent className="grid gap-4">
        {organization.description ? (
          <p className="text-sm text-muted-foreground">{organization.description}</p>
        ) : null}
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Detail label={t('pending.website')}>
            {organization.website ? (
              <a
                href={organization.website}
                target="_blank"
                rel="noopener noreferrer"
                dir="ltr"
                className="text-primary hover:underline"
              >
                {organization.website}
              </a>
            ) : (
              none
            )}
          </Detail>
          <Detail label={t('pending.contactEmail')}>
            <a
              href={`mailto:${organization.contactEmail}`}
              dir="ltr"
              className="text-primary hover:underline"
            >
              {organization.contactEmail}
            </a>
          </Detail>
          <Detail label={t('pending.contactPhone')}>
            {organization.contactPhone ? <span dir="ltr">{organization.contactPhone}</span> : none}
          </Detail>
          <Detail label={t('pending.industry')}>
            {industry.success
              ? t(`pending.industries.${industry.data}`)
              : (organization.industry ?? none) || none}
          </Detail>
          <Detail label={t('pending.owner')}>
            {owner ? (
              <>
                {owner.firstName} {owner.lastName}
                <br />
                <span dir="ltr" className="text-muted-foreground">
                  {owner.email}
                </span>
              </>
            ) : (
              none
            )}
          </Detail>
          <Detail label={t('pending.plan')}>
            {/* A yearly application is billed its yearly price: show that one, per year. */}
            {t(
              subscription.billingCycle === 'yearly'
                ? 'pending.planLineYearly'
                : 'pending.planLine',
              {
                plan: subscription.planDisplayName,
                cycle: t(`pending.cycles.${subscription.billingCycle}`),
                price: formatPlanPrice(
                  subscription.billingCycle === 'yearly'
                    ? subscription.yearlyPrice
                    : subscription.monthlyPrice,
                  i18n.language,
                ),
              },
            )}
          </Detail>
          <Detail label={t('pending.submitted')}>{dateTime(organization.createdAt)}</Detail>
        </dl>
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            type="button"
            variant="outline"
            onClick={onReject}
            aria-label={t('pending.rejectNamed', { name: organization.displayName })}
          >
            <X aria-hidden="true" />
            {t('pending.reject')}
          </Button>
          <Button
            type="button"
            onClick={onApprove}
            aria-label={t('pending.approveNamed', { name: organization.displayName })}
          >
            <Check aria-hidden="true" />
            {t('pending.approve')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
