import type { LegalSection as LegalSectionText } from '../lib/legal-document';

/** One numbered section; its id is the anchor the table of contents links to. */
export function LegalSection({ section, number }: { section: LegalSectionText; number: number }) {
  const headingId = `${section.id}-title`;
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      className="grid scroll-mt-24 gap-3 print:break-inside-avoid-page"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {number}. {section.title}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="leading-7 text-foreground/90">
          {paragraph}
        </p>
      ))}
      {section.list ? (
        <ul className="grid list-disc gap-1.5 ps-6 leading-7 text-foreground/90">
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
