import {
  TRUSTED_DEVICE_DAYS,
  normalizeBackupCode,
  secondFactorCodeSchema,
} from '@sanctions/contracts';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

// A backup code is typed as XXXX-XXXX, so the field takes 9 characters; a TOTP code is 6 digits.
const MAX_CODE_LENGTH = 9;

/** Spec 2.2: Verify and Sign In stays disabled until a complete code is typed. */
export function isCodeComplete(code: string): boolean {
  const trimmed = code.trim();
  return /^\d{6}$/.test(trimmed) || normalizeBackupCode(trimmed) !== null;
}

interface TwoFactorFormProps {
  message: string;
  /** Why the last code was refused, shown under the field. */
  error?: string | null;
  isPending: boolean;
  /** `rememberDevice`: the user ticked "Remember this device" (spec 2.11, 30 days). */
  onSubmit: (code: string, rememberDevice: boolean) => Promise<void>;
  onBack: () => void;
}

export function TwoFactorForm({
  message,
  error = null,
  isPending,
  onSubmit,
  onBack,
}: TwoFactorFormProps) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [rememberDevice, setRememberDevice] = useState(false);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = secondFactorCodeSchema.safeParse(code);
    if (parsed.success) void onSubmit(parsed.data, rememberDevice);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <div className="flex items-start gap-3 rounded-md bg-muted p-3">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="text-sm font-semibold">{t('twoFactor.title')}</p>
          <p className="text-sm text-muted-foreground">{message}</p>
          <p className="text-sm text-muted-foreground">{t('twoFactor.description')}</p>
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="two-factor-code">{t('twoFactor.code')}</Label>
        <Input
          id="two-factor-code"
          autoComplete="one-time-code"
          autoFocus
          dir="ltr"
          inputMode="text"
          maxLength={MAX_CODE_LENGTH}
          placeholder="000000"
          value={code}
          onChange={(event) => setCode(event.target.value.slice(0, MAX_CODE_LENGTH))}
          className="text-center font-mono text-lg tracking-[0.4em]"
          aria-invalid={error !== null}
          aria-describedby={error !== null ? 'two-factor-error two-factor-hint' : 'two-factor-hint'}
        />
        {error !== null ? (
          <p id="two-factor-error" role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <p id="two-factor-hint" className="text-xs text-muted-foreground">
          {t('twoFactor.backupHint')}
        </p>
      </div>
      <div className="grid gap-1">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={rememberDevice}
            onChange={(event) => setRememberDevice(event.target.checked)}
            aria-describedby="two-factor-remember-hint"
          />
          {t('twoFactor.rememberDevice', { days: TRUSTED_DEVICE_DAYS })}
        </label>
        <p id="two-factor-remember-hint" className="ps-6 text-xs text-muted-foreground">
          {t('twoFactor.rememberHint')}
        </p>
      </div>
      <Button type="submit" className="w-full" disabled={isPending || !isCodeComplete(code)}>
        {isPending ? t('twoFactor.verifying') : t('twoFactor.verify')}
      </Button>
      <Button
        type="button"
        variant="ghost"
        className="w-full"
        onClick={onBack}
        disabled={isPending}
      >
        {t('twoFactor.back')}
      </Button>
    </form>
  );
}
