import { OFFICE_ADDRESS_MAX_LENGTH, hasRole } from '@sanctions/contracts';
import type { OfficeAddress } from '@sanctions/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useOfficeAddress, useUpdateOfficeAddress } from '../api/office-address-api';

/** The two texts as loaded; the form mounts once they are, so it never starts blank and then jumps. */
function OfficeAddressForm({ stored }: { stored: OfficeAddress }) {
  const { t } = useTranslation('admin');
  const errorMessage = useApiErrorMessage();
  const update = useUpdateOfficeAddress();
  const [values, setValues] = useState<OfficeAddress>(stored);
  const failure =
    update.error === null ? undefined : errorMessage(update.error, t('officeAddress.saveFailed'));
  const field = (language: 'en' | 'ar') => (
    <FormField
      id={`office-address-${language}`}
      label={t(`officeAddress.${language}`)}
      hint={t('officeAddress.hint')}
    >
      {(describedBy) => (
        <Textarea
          id={`office-address-${language}`}
          rows={3}
          dir={language === 'ar' ? 'rtl' : 'ltr'}
          lang={language}
          maxLength={OFFICE_ADDRESS_MAX_LENGTH}
          value={values[language]}
          aria-describedby={describedBy}
          onChange={(event) =>
            setValues((current) => ({ ...current, [language]: event.target.value }))
          }
        />
      )}
    </FormField>
  );
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(values, {
          onSuccess: () => toast({ title: t('officeAddress.saved'), variant: 'success' }),
        });
      }}
    >
      <div className="grid gap-4 md:grid-cols-2">
        {field('en')}
        {field('ar')}
      </div>
      {failure === undefined ? null : (
        <Alert variant="destructive">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('officeAddress.saving') : t('officeAddress.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Admin → Settings, super admins only: the office address customers pay at, in English and Arabic,
 * which the approval e-mail gives (issue 23 §6).
 */
export function OfficeAddressCard() {
  const { t } = useTranslation('admin');
  const { user } = useAuth();
  const allowed = user !== null && hasRole(user.role, 'super_admin');
  const address = useOfficeAddress({ enabled: allowed });
  if (!allowed) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('officeAddress.title')}</CardTitle>
        <CardDescription>{t('officeAddress.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {address.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('officeAddress.loadFailed')}
          </p>
        ) : address.data ? (
          <OfficeAddressForm stored={address.data.officeAddress} />
        ) : null}
      </CardContent>
    </Card>
  );
}
