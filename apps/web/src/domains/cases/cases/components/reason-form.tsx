import { MAX_REASON_LENGTH } from '@sanctions/contracts';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

interface ReasonFormProps {
  id: string;
  label: string;
  /** The choice fields above the reason, if any. */
  children?: ReactNode;
  error: string | null;
  /** The buttons; each reads the reason through `submit`. */
  actions: (submit: (run: (reason: string) => void) => void, pending: boolean) => ReactNode;
  pending: boolean;
}

/** A reason box every decision and review needs (the server refuses an empty one too). */
export function ReasonForm({ id, label, children, error, actions, pending }: ReasonFormProps) {
  const { t } = useTranslation('cases');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (run: (reason: string) => void) => {
    const trimmed = reason.trim();
    if (trimmed === '') return setMissing(true);
    setMissing(false);
    run(trimmed);
  };
  return (
    <form className="grid gap-3" onSubmit={(event) => event.preventDefault()} aria-label={label}>
      {children}
      <div className="grid gap-2">
        <Label htmlFor={id}>{t('decide.reason')}</Label>
        <Textarea
          id={id}
          dir="auto"
          value={reason}
          maxLength={MAX_REASON_LENGTH}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-missing` : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {missing ? (
          <p id={`${id}-missing`} className="text-sm text-destructive">
            {t('decide.reasonRequired')}
          </p>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">{actions(submit, pending)}</div>
    </form>
  );
}
