import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** A temporary password shown once, with the spec's notice and a copy button. */
export function TemporaryPassword({ password, label }: { password: string; label: string }) {
  const { t } = useTranslation('super-admin');
  const [isCopied, setIsCopied] = useState(false);
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2 rounded-md border bg-muted/50 px-3 py-2">
        <code dir="ltr" aria-label={label} className="select-all font-mono text-base">
          {password}
        </code>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => {
            void navigator.clipboard?.writeText(password).then(() => setIsCopied(true));
          }}
        >
          {isCopied ? t('reset.copied') : t('reset.copy')}
        </Button>
      </div>
    </div>
  );
}

/** The notice under a temporary password (spec 4): not shown again, to be changed at next login. */
export function TemporaryPasswordNotice() {
  const { t } = useTranslation('super-admin');
  return (
    <Alert>
      <AlertDescription>{t('reset.notice')}</AlertDescription>
    </Alert>
  );
}
