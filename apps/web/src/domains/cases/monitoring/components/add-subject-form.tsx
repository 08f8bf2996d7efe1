import type { SubjectType } from '@sanctions/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useAddMonitoredSubject } from '@/domains/cases/shared/add-subject';
import { toast } from '@/lib/toast';
import { useMonitoringErrorMessage } from '@/domains/cases/shared/use-monitoring-error-message';

const PARTIAL_DATE = /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/;

interface Fields {
  subjectType: SubjectType;
  firstName: string;
  lastName: string;
  arabicName: string;
  dateOfBirth: string;
  nationality: string;
  reference: string;
}

const EMPTY: Fields = {
  subjectType: 'person',
  firstName: '',
  lastName: '',
  arabicName: '',
  dateOfBirth: '',
  nationality: '',
  reference: '',
};

type FieldErrors = Partial<Record<'firstName' | 'dateOfBirth', string>>;

/** The form that puts a person or organisation under monitoring by hand; screened at once by the server. */
export function AddSubjectForm() {
  const { t } = useTranslation('monitoring');
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useAddMonitoredSubject();
  const errorMessage = useMonitoringErrorMessage();

  const set = (name: keyof Fields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  const validate = (): FieldErrors => {
    const found: FieldErrors = {};
    if ([fields.firstName, fields.lastName, fields.arabicName].every((v) => v.trim() === '')) {
      found.firstName = t('form.nameRequired');
    }
    if (fields.dateOfBirth.trim() !== '' && !PARTIAL_DATE.test(fields.dateOfBirth.trim())) {
      found.dateOfBirth = t('form.dateInvalid');
    }
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
    add.mutate(
      {
        subjectType: fields.subjectType,
        firstName: fields.firstName,
        lastName: fields.lastName,
        arabicName: fields.arabicName,
        dateOfBirth: optional(fields.dateOfBirth),
        nationality: optional(fields.nationality),
        reference: optional(fields.reference),
        source: 'manual',
      },
      {
        onSuccess: (result) => {
          setFields(EMPTY);
          toast({
            title: t('form.added'),
            description: t('form.alertsRaised', { count: result.alertsRaised }),
            variant: result.alertsRaised > 0 ? 'destructive' : 'success',
          });
        },
        onError: (error) =>
          toast({
            title: t('form.addFailed'),
            description: errorMessage(error, t('form.addFailed')),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('form.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <FormField id="subject-type" label={t('form.subjectType')}>
            {() => (
              <NativeSelect
                id="subject-type"
                value={fields.subjectType}
                onChange={(e) =>
                  set('subjectType')(e.target.value === 'organization' ? 'organization' : 'person')
                }
              >
                <option value="person">{t('types.person')}</option>
                <option value="organization">{t('types.organization')}</option>
              </NativeSelect>
            )}
          </FormField>
          <FormField id="subject-first-name" label={t('form.firstName')} error={errors.firstName}>
            {(describedBy) => (
              <Input
                id="subject-first-name"
                value={fields.firstName}
                aria-describedby={describedBy}
                aria-invalid={errors.firstName !== undefined}
                onChange={(e) => set('firstName')(e.target.value)}
              />
            )}
          </FormField>
          <FormField id="subject-last-name" label={t('form.lastName')}>
            {() => (
              <Input
                id="subject-last-name"
                value={fields.lastName}
                onChange={(e) => set('lastName')(e.target.value)}
              />
            )}
          </FormField>
          <FormField id="subject-arabic-name" label={t('form.arabicName')}>
            {() => (
              <Input
                id="subject-arabic-name"
                dir="auto"
                value={fields.arabicName}
                onChange={(e) => set('arabicName')(e.target.value)}
              />
            )}
          </FormField>
          <FormField
            id="subject-dob"
            label={t('form.dateOfBirth')}
            error={errors.dateOfBirth}
            hint={t('form.dateHint')}
          >
            {(describedBy) => (
              <Input
                id="subject-dob"
                dir="ltr"
                value={fields.dateOfBirth}
                aria-describedby={describedBy}
                aria-invalid={errors.dateOfBirth !== undefined}
                onChange={(e) => set('dateOfBirth')(e.target.value)}
              />
            )}
          </FormField>
          <FormField id="subject-nationality" label={t('form.nationality')}>
            {() => (
              <Input
                id="subject-nationality"
                value={fields.nationality}
                maxLength={100}
                onChange={(e) => set('nationality')(e.target.value)}
              />
            )}
          </FormField>
          <FormField id="subject-reference" label={t('form.reference')}>
            {() => (
              <Input
                id="subject-reference"
                dir="auto"
                value={fields.reference}
                maxLength={100}
                onChange={(e) => set('reference')(e.target.value)}
              />
            )}
          </FormField>
          <div className="flex items-end sm:col-span-2 lg:col-span-3">
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? t('form.adding') : t('form.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
