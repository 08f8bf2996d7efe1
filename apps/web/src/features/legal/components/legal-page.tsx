import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatEffectiveDate, LEGAL_DOCUMENT_IDS, LEGAL_DOCUMENTS } from '../legal-documents';
import type { LegalDocumentId } from '../legal-documents';

const sectionsSchema = z.array(z.object({ title: z.string(), body: z.string() }));

/** Terms of Service, Privacy Policy or Security Policy with effective date, version and sections. */
export function LegalPage({ document }: { document: LegalDocumentId }) {
  const { t, i18n } = useTranslation('legal');
  const meta = LEGAL_DOCUMENTS[document];
  // The sections are an array in the translation files; parse rather than trust the shape.
  const sections = sectionsSchema.parse(t(`${document}.sections`, { returnObjects: true }));
  const related = LEGAL_DOCUMENT_IDS.filter((id) => id !== document);

  return (
    <article className="mx-auto w-full max-w-4xl px-4 py-10">
      <Button asChild variant="ghost" size="sm" className="-ms-3 mb-6">
        <Link to={paths.home}>
          <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
          {t('backHome')}
        </Link>
      </Button>
      <header className="grid gap-3 border-b pb-6">
        <h1 className="text-3xl font-bold">{t(`${document}.title`)}</h1>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span>
            {t('effective', { date: formatEffectiveDate(meta.effectiveDate, i18n.language) })}
          </span>
          <span>{t('version', { version: meta.version })}</span>
        </p>
        <p className="text-muted-foreground">{t(`${document}.intro`)}</p>
      </header>
      <nav aria-label={t('contents')} className="my-6 rounded-lg border bg-muted/40 p-4">
        <h2 className="mb-2 text-sm font-semibold">{t('contents')}</h2>
        <ol className="grid gap-1 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.title}>
              <a href={`#section-${index + 1}`} className="text-primary hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="grid gap-8">
        {sections.map((section, index) => (
          <section key={section.title} id={`section-${index + 1}`} className="scroll-mt-24">
            <h2 className="mb-2 text-xl font-semibold">{section.title}</h2>
            <p className="leading-7 text-foreground/90">{section.body}</p>
          </section>
        ))}
      </div>
      <footer className="mt-10 border-t pt-6">
        <h2 className="mb-3 text-sm font-semibold">{t('relatedTitle')}</h2>
        <div className="flex flex-wrap gap-3">
          {related.map((id) => (
            <Button key={id} asChild variant="outline">
              <Link to={LEGAL_DOCUMENTS[id].path}>{t(`${id}.title`)}</Link>
            </Button>
          ))}
        </div>
      </footer>
    </article>
  );
}
