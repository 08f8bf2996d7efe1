import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Spec 2.5 empty result: No Matches Found, Safe to Proceed. */
export function NoMatches() {
  const { t } = useTranslation('search');
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <ShieldCheck aria-hidden="true" className="size-12 text-green-600" />
      <h4 className="text-lg font-semibold">{t('results.noMatchesTitle')}</h4>
      <p className="font-medium text-green-700">{t('results.safeToProceed')}</p>
      <p className="max-w-md text-sm text-muted-foreground">{t('results.noMatchesHint')}</p>
    </div>
  );
}
