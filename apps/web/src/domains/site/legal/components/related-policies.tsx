import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LEGAL_DOCUMENT_IDS, LEGAL_DOCUMENT_PATHS } from '../legal-documents';
import type { LegalDocumentId } from '../legal-documents';

/** Buttons to the two other legal documents (spec: each page links to the other two). */
export function RelatedPolicies({ current }: { current: LegalDocumentId }) {
  const { t } = useTranslation('legal');
  return (
    <nav aria-labelledby="legal-related" className="border-t pt-6 print:hidden">
      <h2 id="legal-related" className="mb-3 text-sm font-semibold">
        {t('relatedTitle')}
      </h2>
      <div className="flex flex-wrap gap-3">
        {LEGAL_DOCUMENT_IDS.filter((id) => id !== current).map((id) => (
          <Button key={id} asChild variant="outline">
            <Link to={LEGAL_DOCUMENT_PATHS[id]}>{t(`${id}.title`)}</Link>
          </Button>
        ))}
      </div>
    </nav>
  );
}
