import { useTranslation } from 'react-i18next';
import type { LegalSection } from '../lib/legal-document';

/** Numbered links to the section anchors of the page. */
export function LegalTableOfContents({ sections }: { sections: readonly LegalSection[] }) {
  const { t } = useTranslation('legal');
  return (
    <nav
      aria-labelledby="legal-contents"
      className="rounded-lg border bg-muted/40 p-4 print:hidden"
    >
      <h2 id="legal-contents" className="mb-2 text-sm font-semibold">
        {t('contents')}
      </h2>
      <ol className="grid list-inside list-decimal gap-1 text-sm sm:grid-cols-2">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="text-primary hover:underline">
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
