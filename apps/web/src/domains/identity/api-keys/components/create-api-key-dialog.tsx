import { API_KEY_SCOPES, DEFAULT_PREFERENCES } from '@sanctions/contracts';
import type { ApiKeyScope } from '@sanctions/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { formatDate } from '@/lib/date-time-format';
import { usePreferences } from '@/lib/preferences-query';
import { useCreateApiKey } from '../api/create-api-key';
import { expiryInstant, isFutureDay, tomorrowDay } from '../lib/expiry-date';
import { useApiKeyErrorMessage } from '../lib/use-api-key-error-message';

interface Draft {
  name: string;
  scopes: ApiKeyScope[];
  /** `YYYY-MM-DD` from the date input, or '' for a key that does not expire. */
  expiresOn: string;
}

const EMPTY_DRAFT: Draft = { name: '', scopes: ['search'], expiresOn: '' };

type FieldErrors = Partial<Record<keyof Draft, string>>;

/** Name, scopes (with what each allows) and an optional expiry day; hands the new key to `onCreated`. */
export function CreateApiKeyDialog({
  isOpen,
  onClose,
  onCreated,
}: {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (secret: string) => void;
}) {
  const { t } = useTranslation('api-keys');
  const errorMessage = useApiKeyErrorMessage();
  const create = useCreateApiKey();
  const { data: preferences } = usePreferences();
  const { dateFormat } = preferences?.display ?? DEFAULT_PREFERENCES.display;
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<FieldErrors>({});

  function close() {
    setDraft(EMPTY_DRAFT);
    setErrors({});
    create.reset();
    onClose();
  }

  function toggleScope(scope: ApiKeyScope, isChecked: boolean) {
    setDraft((current) => ({
      ...current,
      scopes: API_KEY_SCOPES.filter((known) =>
        known === scope ? isChecked : current.scopes.includes(known),
      ),
    }));
  }

  function validate(): FieldErrors {
    const found: FieldErrors = {};
    if (draft.name.trim() === '') found.name = t('createDialog.nameRequired');
    if (draft.scopes.length === 0) found.scopes = t('createDialog.scopesRequired');
    if (draft.expiresOn !== '' && !isFutureDay(draft.expiresOn)) {
      found.expiresOn = t('createDialog.expiryInPast');
    }
    return found;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      {
        name: draft.name.trim(),
        scopes: draft.scopes,
        expiresAt: expiryInstant(draft.expiresOn)?.toISOString(),
      },
      {
        onSuccess: (created) => {
          close();
          onCreated(created.key);
        },
      },
    );
  }

  const expiry = expiryInstant(draft.expiresOn);
  const expiryHint =
    expiry === undefined
      ? t('createDialog.expiresHint')
      : t('createDialog.expiresPreview', { date: formatDate(expiry, dateFormat) });

  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('createDialog.title')}</DialogTitle>
          <DialogDescription>{t('createDialog.description')}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <FormField id="api-key-name" label={t('createDialog.name')} error={errors.name}>
            {(describedBy) => (
              <Input
                id="api-key-name"
                value={draft.name}
                maxLength={100}
                placeholder={t('createDialog.namePlaceholder')}
                aria-describedby={describedBy}
                aria-invalid={errors.name !== undefined}
                onChange={(event) => setDraft({ ...draft, name: event.target.value })}
              />
            )}
          </FormField>
          <fieldset
            className="grid gap-2"
            aria-describedby={errors.scopes ? 'api-key-scopes-message' : undefined}
          >
            <legend className="mb-2 text-sm font-medium">{t('createDialog.scopes')}</legend>
            {API_KEY_SCOPES.map((scope) => (
              <label key={scope} className="flex items-start gap-3 rounded-md border p-3 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                  checked={draft.scopes.includes(scope)}
                  aria-describedby={`api-key-scope-${scope}`}
                  onChange={(event) => toggleScope(scope, event.target.checked)}
                />
                <span className="grid gap-0.5">
                  <span className="font-medium">{t(`scopes.${scope}`)}</span>
                  <span id={`api-key-scope-${scope}`} className="text-muted-foreground">
                    {t(`scopeDescriptions.${scope}`)}
                  </span>
                </span>
              </label>
            ))}
            {errors.scopes ? (
              <p id="api-key-scopes-message" role="alert" className="text-sm text-destructive">
                {errors.scopes}
              </p>
            ) : null}
          </fieldset>
          <FormField
            id="api-key-expires"
            label={t('createDialog.expiresOn')}
            error={errors.expiresOn}
            hint={expiryHint}
          >
            {(describedBy) => (
              <Input
                id="api-key-expires"
                type="date"
                min={tomorrowDay()}
                value={draft.expiresOn}
                aria-describedby={describedBy}
                aria-invalid={errors.expiresOn !== undefined}
                onChange={(event) => setDraft({ ...draft, expiresOn: event.target.value })}
              />
            )}
          </FormField>
          {create.isError ? (
            <Alert variant="destructive">
              <AlertDescription>
                {errorMessage(create.error, t('createDialog.failed'))}
              </AlertDescription>
            </Alert>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={close} disabled={create.isPending}>
              {t('createDialog.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t('createDialog.creating') : t('createDialog.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
