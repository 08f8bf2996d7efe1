import { Link } from '@tanstack/react-router';
import { ArrowLeft, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLegalDocument } from '../hooks/use-legal-document';
import type { LegalDocumentId } from '../legal-documents';
import { LegalDocumentMeta } from './legal-document-meta';
import { LegalSection } from './legal-section';
import { LegalTableOfContents } from './legal-table-of-contents';
import { RelatedPolicies } from './related-policies';

/** Terms of Service, Privacy Policy or Security Policy: the full document in the interface language. */
export function LegalPage({ document: documentId }: { document: LegalDocumentId }) {
  const { t } = useTranslation('legal');
  const { document, language } = useLegalDocument(documentId);

  return (
    <article className="mx-auto grid w-full max-w-4xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-10 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Button asChild variant="ghost" size="sm" className="-ms-3">
          <Link to={paths.home}>
            <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
            {t('backHome')}
          </Link>
        </Button>
        <Button variant="outline" size="sm" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          {t('print')}
        </Button>
      </div>
      <header className="grid gap-3 border-b pb-6">
        <h1 className="text-3xl font-bold">{t(`${documentId}.title`)}</h1>
        <LegalDocumentMeta document={document} language={language} />
        <p className="text-muted-foreground">{document.intro}</p>
      </header>
      <LegalTableOfContents sections={document.sections} />
      <div className="grid gap-8">
        {document.sections.map((section, index) => (
          <LegalSection key={section.id} section={section} number={index + 1} />
        ))}
      </div>
      <RelatedPolicies current={documentId} />
    </article>
  );
}
