import { WEBHOOK_EVENTS } from '@sanctions/contracts';
import type { WebhookEvent } from '@sanctions/contracts';
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
import { useApiErrorMessage } from '@/lib/api-error-message';
import { useCreateWebhook } from '../api/create-webhook';

interface Draft {
  url: string;
  events: WebhookEvent[];
  description: string;
}

// The audit trail stream is for a SIEM and for owners only (ADR 037): chosen on purpose, never by default.
const EMPTY_DRAFT: Draft = {
  url: '',
  events: WEBHOOK_EVENTS.filter((event) => event !== 'audit.appended'),
  description: '',
};

type FieldErrors = Partial<Record<'url' | 'events', string>>;

/**
 * URL, events and an optional description; hands the signing secret to `onCreated`. Whether the URL is
 * acceptable (HTTPS, public, resolvable) is the server's call: its refusal is shown in the reader's language.
 */
export function AddWebhookDialog({
  isOpen,
  onClose,
  onCreated,
}: {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (secret: string) => void;
}) {
  const { t } = useTranslation('webhooks');
  const errorMessage = useApiErrorMessage();
  const create = useCreateWebhook();
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<FieldErrors>({});

  function close() {
    setDraft(EMPTY_DRAFT);
    setErrors({});
    create.reset();
    onClose();
  }

  function toggleEvent(event: WebhookEvent, isChecked: boolean) {
    setDraft((current) => ({
      ...current,
      events: WEBHOOK_EVENTS.filter((known) =>
        known === event ? isChecked : current.events.includes(known),
      ),
    }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    if (draft.url.trim() === '') found.url = t('addDialog.urlRequired');
    if (draft.events.length === 0) found.events = t('addDialog.eventsRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const description = draft.description.trim();
    create.mutate(
      {
        url: draft.url.trim(),
        events: draft.events,
        description: description === '' ? undefined : description,
      },
      {
        onSuccess: (created) => {
          close();
          onCreated(created.secret);
        },
      },
    );
  }

  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('addDialog.title')}</DialogTitle>
          <DialogDescription>{t('addDialog.description')}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <FormField
            id="webhook-url"
            label={t('addDialog.url')}
            error={errors.url}
            hint={t('addDialog.urlHint')}
          >
            {(describedBy) => (
              <Input
                id="webhook-url"
                type="url"
                dir="ltr"
                inputMode="url"
                value={draft.url}
                maxLength={2000}
                placeholder="https://"
                aria-describedby={describedBy}
                aria-invalid={errors.url !== undefined}
                onChange={(event) => setDraft({ ...draft, url: event.target.value })}
              />
            )}
          </FormField>
          <fieldset
            className="grid gap-2"
            aria-describedby={errors.events ? 'webhook-events-message' : undefined}
          >
            <legend className="mb-2 text-sm font-medium">{t('addDialog.events')}</legend>
            {WEBHOOK_EVENTS.map((webhookEvent) => (
              <label
                key={webhookEvent}
                className="flex items-center gap-3 rounded-md border p-3 text-sm"
              >
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-primary"
                  checked={draft.events.includes(webhookEvent)}
                  onChange={(event) => toggleEvent(webhookEvent, event.target.checked)}
                />
                <span className="font-medium">{t(`events.${webhookEvent}`)}</span>
              </label>
            ))}
            {errors.events ? (
              <p id="webhook-events-message" role="alert" className="text-sm text-destructive">
                {errors.events}
              </p>
            ) : null}
          </fieldset>
          <FormField id="webhook-description" label={t('addDialog.descriptionLabel')}>
            {(describedBy) => (
              <Input
                id="webhook-description"
                value={draft.description}
                maxLength={200}
                aria-describedby={describedBy}
                onChange={(event) => setDraft({ ...draft, description: event.target.value })}
              />
            )}
          </FormField>
          {create.isError ? (
            <Alert variant="destructive">
              <AlertDescription>
                {errorMessage(create.error, t('addDialog.failed'))}
              </AlertDescription>
            </Alert>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={close} disabled={create.isPending}>
              {t('addDialog.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t('addDialog.saving') : t('addDialog.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
