import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** `YYYY-MM-DD` of a date input as the instant the clearance stops: the start of that day, UTC. */
export function expiryInstant(day: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00.000Z` : null;
}

/** The UTC day of an expiry instant, for the date input. */
export function expiryDay(instant: string | null): string {
  return instant === null ? '' : instant.slice(0, 10);
}

/** An optional "cleared until" day; empty means the clearance stands until revoked. */
export function ClearanceExpiryField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (day: string) => void;
}) {
  const { t } = useTranslation('cases');
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('clearances.expiryLabel')}</Label>
      <Input
        id={id}
        type="date"
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
        className="w-full sm:w-56"
      />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t('clearances.expiryHint')}
      </p>
    </div>
  );
}
