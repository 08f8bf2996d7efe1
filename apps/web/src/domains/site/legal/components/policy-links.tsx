import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { LEGAL_DOCUMENT_IDS } from '../legal-documents';
import type { LegalDocumentId } from '../legal-documents';
import { PolicyDialog } from './policy-dialog';

/**
 * The three policy links that open their summary dialogs in place, for forms such as the
 * sign-up wizard where leaving the page would lose what was typed.
 */
export function PolicyLinks({ className }: { className?: string }) {
  const { t } = useTranslation('legal');
  const [shown, setShown] = useState<LegalDocumentId | null>(null);

  return (
    <nav aria-label={t('policies')} className={cn('text-sm text-muted-foreground', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1">
        {LEGAL_DOCUMENT_IDS.map((id) => (
          <li key={id}>
            <button
              type="button"
              className="underline-offset-4 hover:text-foreground hover:underline"
              onClick={() => setShown(id)}
            >
              {t(`${id}.title`)}
            </button>
          </li>
        ))}
      </ul>
      <PolicyDialog
        document={shown ?? 'terms'}
        open={shown !== null}
        onOpenChange={(open) => {
          if (!open) setShown(null);
        }}
      />
    </nav>
  );
}
