import { useTranslation } from 'react-i18next';
import { formatEffectiveDate } from '../legal-documents';
import type { LegalDocument } from '../lib/legal-document';

/** "Effective <date>" and "Version <n>", the date written for the interface language. */
export function LegalDocumentMeta({
  document,
  language,
}: {
  document: LegalDocument;
  language: string;
}) {
  const { t } = useTranslation('legal');
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
      <span>{t('effective', { date: formatEffectiveDate(document.effectiveDate, language) })}</span>
      <span>{t('version', { version: document.version })}</span>
    </p>
  );
}
