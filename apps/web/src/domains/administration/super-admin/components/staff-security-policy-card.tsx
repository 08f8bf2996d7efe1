import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useSecurityPolicy, useUpdateSecurityPolicy } from '../api/security-policy';

/** Admin → Settings (super admins): require two-factor sign-in of staff, moderator and above (issue 23 §4). */
export function StaffSecurityPolicyCard() {
  const { t } = useTranslation('super-admin');
  const errorMessage = useApiErrorMessage();
  const policy = useSecurityPolicy();
  const update = useUpdateSecurityPolicy();
  const onChange = (requireTwoFactorForStaff: boolean) =>
    update.mutate(
      { requireTwoFactorForStaff },
      {
        onSuccess: () => toast({ title: t('securityPolicy.saved'), variant: 'success' }),
        onError: (error) =>
          toast({
            title: t('securityPolicy.failed'),
            description: errorMessage(error, t('securityPolicy.failed')),
            variant: 'destructive',
          }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <ShieldCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
          {t('securityPolicy.title')}
        </CardTitle>
        <CardDescription>{t('securityPolicy.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <div className="flex items-start gap-3">
          <input
            id="staff-require-two-factor"
            type="checkbox"
            className="mt-1 size-4 shrink-0 accent-primary"
            checked={policy.data?.requireTwoFactorForStaff ?? false}
            disabled={policy.data === undefined || update.isPending}
            aria-describedby="staff-require-two-factor-hint"
            onChange={(event) => onChange(event.target.checked)}
          />
          <Label htmlFor="staff-require-two-factor" className="leading-snug">
            {t('securityPolicy.requireTwoFactorForStaff')}
          </Label>
        </div>
        <p id="staff-require-two-factor-hint" className="text-sm text-muted-foreground">
          {policy.data === undefined
            ? t('securityPolicy.hint')
            : t('securityPolicy.pendingStaff', { count: policy.data.staffWithoutTwoFactor })}
        </p>
      </CardContent>
    </Card>
  );
}
