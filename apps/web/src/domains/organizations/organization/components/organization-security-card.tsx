import type { OrganizationProfile } from '@sanctions/contracts';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useUpdateOrganizationSecurity } from '../api/update-organization-security';

interface OrganizationSecurityCardProps {
  organization: OrganizationProfile;
  /** Only owners change the rule (it binds the admins too); others read it. */
  isOwner: boolean;
}

/** Organisation settings: require two-factor sign-in of every member (issue 23 §4). */
export function OrganizationSecurityCard({ organization, isOwner }: OrganizationSecurityCardProps) {
  const { t } = useTranslation('organization');
  const errorMessage = useApiErrorMessage();
  const update = useUpdateOrganizationSecurity();
  const onChange = (requireTwoFactor: boolean) =>
    update.mutate(
      { requireTwoFactor },
      {
        onSuccess: (reply) =>
          toast({
            title: t(requireTwoFactor ? 'security.requiredToast' : 'security.optionalToast'),
            description: requireTwoFactor
              ? t('security.pendingMembers', { count: reply.data.membersWithoutTwoFactor })
              : undefined,
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: t('security.failed'),
            description: errorMessage(error, t('security.failed')),
            variant: 'destructive',
          }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <ShieldCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
          {t('security.title')}
        </CardTitle>
        <CardDescription>{t('security.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <div className="flex items-start gap-3">
          <input
            id="organization-require-two-factor"
            type="checkbox"
            className="mt-1 size-4 shrink-0 accent-primary"
            checked={organization.requireTwoFactor}
            disabled={!isOwner || update.isPending}
            aria-describedby="organization-require-two-factor-hint"
            onChange={(event) => onChange(event.target.checked)}
          />
          <Label htmlFor="organization-require-two-factor" className="leading-snug">
            {t('security.requireTwoFactor')}
          </Label>
        </div>
        <p id="organization-require-two-factor-hint" className="text-sm text-muted-foreground">
          {isOwner ? t('security.hint') : t('security.ownersOnly')}
        </p>
      </CardContent>
    </Card>
  );
}
