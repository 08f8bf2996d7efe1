import type {
  EvidenceExplanation,
  ExportTemplateConfiguration,
  ExportTemplateColumn,
  Match,
  ReportLanguage,
  SearchEvidence,
} from '@sanctions/contracts';
import { countryNamesIn, evidenceValues } from '@sanctions/contracts';
import { escape } from './html-escape';
import { isolateEach } from './isolate-each';
import { renderPepSection } from './report-pep-section';
import { renderWatchlistSection } from './report-watchlist-section';
import {
  EXPLANATION_LABELS,
  GROUP_REASON_LABELS,
  LIST_NAMES,
  REPORT_LABELS,
  VALUE_LABELS,
  listName,
} from './report-labels';
import type { ReportLabels } from './report-labels';

export interface ReportInput {
  evidence: SearchEvidence;
  lang: ReportLanguage;
  /** 0-based index of the one match to report; all matches when undefined. */
  matchIndex?: number;
  /** `@font-face` CSS of the embedded Arabic font. */
  fontCss: string;
  /** An export template's sections, columns and custom fields; the full report when absent. */
  layout?: Pick<ExportTemplateConfiguration, 'sections' | 'columns' | 'customFields'>;
}

/** Every section and column: the report without a template. */
const FULL_LAYOUT: NonNullable<ReportInput['layout']> = {
  sections: ['auditContext', 'matches', 'explanations', 'entryDetails'],
  columns: [
    'matchNumber',
    'fullName',
    'arabicName',
    'sanctionList',
    'confidence',
    'riskLevel',
    'status',
    'matchType',
    'dateOfBirth',
    'placeOfBirth',
    'nationality',
    'aliases',
    'remarks',
  ],
  customFields: [],
};

/** The evidence report as a self-contained HTML page (no external resources), ready to print. */
export function renderReportHtml({
  evidence,
  lang,
  matchIndex,
  fontCss,
  layout = FULL_LAYOUT,
}: ReportInput): string {
  const t = REPORT_LABELS[lang];
  const matches = selectMatches(evidence.result.matches, matchIndex);
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const sections = new Set(layout.sections);
  const columns = new Set(layout.columns);
  const matchesHtml = sections.has('matches')
    ? `<h2>${escape(t.matches)} <span class="count">(${escape(t.totalMatches)}: ${evidence.result.totalMatches})</span></h2>
${
  matches.length === 0
    ? `<p class="clear"><strong>${escape(t.noMatches)}</strong> — ${escape(t.safe)}</p>`
    : matches
        .map(({ match, index }) =>
          renderMatch(match, index, t, lang, {
            columns,
            explanations: sections.has('explanations'),
            entryDetails: sections.has('entryDetails'),
          }),
        )
        .join('\n')
}`
    : '';
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<title>${escape(REPORT_LABELS.en.title)}</title>
<style>
${fontCss}
${STYLES}
</style>
</head>
<body>
<header>
  <h1>${escape(t.title)}</h1>
  ${lang === 'ar' ? `<p class="subtitle" dir="ltr">${escape(REPORT_LABELS.en.title)}</p>` : ''}
</header>
${renderCustomFields(layout.customFields, t)}
${sections.has('auditContext') ? renderContext(evidence, t, lang) : ''}
${sections.has('summary') ? renderSummary(evidence, t, lang) : ''}
${matchesHtml}
${sections.has('matches') && matchIndex === undefined ? renderPepSection(evidence.result.pepMatches ?? [], lang) : ''}
${sections.has('matches') && matchIndex === undefined ? renderWatchlistSection(evidence.result.watchlistMatches ?? [], lang) : ''}
<footer>${escape(t.footer)}</footer>
</body>
</html>`;
}

/** The template's own labelled lines (case number, reviewer), above everything else. */
function renderCustomFields(
  fields: readonly { label: string; value: string }[],
  t: ReportLabels,
): string {
  if (fields.length === 0) return '';
  return `<section class="custom-fields" aria-label="${escape(t.templateFields)}">
<table class="facts">${fields.map((field) => `<tr><th><bdi>${escape(field.label)}</bdi></th><td><bdi>${escape(field.value)}</bdi></td></tr>`).join('')}</table>
</section>`;
}

/** Total matches and the count per risk level. */
function renderSummary(evidence: SearchEvidence, t: ReportLabels, lang: ReportLanguage): string {
  const values = VALUE_LABELS[lang];
  const levels = (['high', 'medium', 'low'] as const).map(
    (level) =>
      `<tr><th>${escape(values[level])}</th><td>${evidence.result.matches.filter((match) => match.riskLevel === level).length}</td></tr>`,
  );
  return `<section class="summary">
<h2>${escape(t.summary)}</h2>
<table class="facts"><tr><th>${escape(t.totalMatches)}</th><td>${evidence.result.totalMatches}</td></tr>
<tr><th colspan="2">${escape(t.riskMatches)}</th></tr>${levels.join('')}</table>
</section>`;
}

function selectMatches(matches: readonly Match[], matchIndex: number | undefined) {
  const indexed = matches.map((match, index) => ({ match, index }));
  return matchIndex === undefined ? indexed : indexed.filter(({ index }) => index === matchIndex);
}

function renderContext(evidence: SearchEvidence, t: ReportLabels, lang: ReportLanguage): string {
  const values = VALUE_LABELS[lang];
  const who = evidence.searchedBy
    ? `${evidence.searchedBy.firstName} ${evidence.searchedBy.lastName} <${evidence.searchedBy.email}>`
    : t.deletedUser;
  const { query } = evidence;
  const rows: [string, string][] = [
    [t.screenedBy, who],
    [t.screenedAt, evidence.searchedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')],
    [t.searchId, evidence.searchId],
    [t.firstName, query.firstName || t.none],
    [t.lastName, query.lastName || t.none],
    [t.arabicName, query.arabicName || t.none],
    [t.dateOfBirth, query.dateOfBirth ?? t.none],
    [t.nationality, query.nationality ?? t.none],
    [t.searchType, values[query.searchType]],
    [t.lists, query.sanctionLists === 'all' ? values.all : LIST_NAMES[lang][query.sanctionLists]],
    [t.algorithm, evidence.algorithm],
  ];
  const versions = evidence.listVersions
    .map((v) => {
      const dates = [
        v.publishedAt ? `${t.published} ${v.publishedAt.slice(0, 10)}` : undefined,
        v.importedAt ? `${t.imported} ${v.importedAt.slice(0, 10)}` : undefined,
      ].filter((part) => part !== undefined);
      return `<li><bdi>${escape(listName(lang, v.sanctionList, v.listSource))}</bdi> — <bdi class="mono">${escape(String(v.versionId ?? ''))}</bdi>${dates.length > 0 ? ` (${escape(dates.join(', '))})` : ''}</li>`;
    })
    .join('');
  // The PEP sources screened (plans with pepCheck): named apart, as their hits are (ADR 040).
  const pepVersions = (evidence.pepSourceVersions ?? [])
    .map((v) => {
      const published = v.publishedAt ? ` (${t.published} ${v.publishedAt.slice(0, 10)})` : '';
      return `<li><bdi>${escape(v.listSource)}</bdi> — <bdi class="mono">${escape(String(v.versionId ?? ''))}</bdi>${escape(published)}</li>`;
    })
    .join('');
  return `<section class="context">
<table class="facts">${rows.map(([label, value]) => `<tr><th>${escape(label)}</th><td><bdi>${escape(value)}</bdi></td></tr>`).join('')}
<tr><th>${escape(t.listVersions)}</th><td><ul>${versions}</ul></td></tr>
${pepVersions === '' ? '' : `<tr><th>${escape(t.pepSourceVersions)}</th><td><ul>${pepVersions}</ul></td></tr>`}
</table>
</section>`;
}

interface MatchLayout {
  columns: ReadonlySet<ExportTemplateColumn>;
  /** The analysis, token table and secondary evidence. */
  explanations: boolean;
  /** The matched name and the listing's reference. */
  entryDetails: boolean;
}

function renderMatch(
  match: Match,
  index: number,
  t: ReportLabels,
  lang: ReportLanguage,
  layout: MatchLayout,
): string {
  const values = VALUE_LABELS[lang];
  const entry = match.sanctionEntry;
  const has = (column: ExportTemplateColumn) => layout.columns.has(column);
  const fact = (column: ExportTemplateColumn, label: string, value: string): [string, string][] =>
    has(column) ? [[label, value]] : [];
  const listFact = `${listName(lang, entry.sanctionList, entry.listSource)}${layout.entryDetails ? ` · ${entry.sourceId}` : ''}`;
  const facts: [string, string][] = [
    ...fact('confidence', t.confidence, `${match.confidence}%`),
    ...fact('riskLevel', t.risk, values[match.riskLevel]),
    ...fact('status', t.status, values[match.status]),
    ...fact('matchType', t.matchType, values[match.matchType]),
    ...(layout.entryDetails ? [[t.matchedName, match.matchedName] as [string, string]] : []),
    ...fact('sanctionList', t.list, listFact),
    ...fact('dateOfBirth', t.listedDateOfBirth, entry.dateOfBirth ?? t.none),
    ...fact('nationality', t.nationality, countryNamesIn(lang, entry.nationality) || t.none),
    // The same record details the CSV carries, so the PDF stands alone as evidence.
    ...(has('aliases')
      ? optionalFact(t.aliases, isolateEach(entry.aliases.map((alias) => alias.name)))
      : []),
    ...(has('placeOfBirth') ? optionalFact(t.birthPlaces, isolateEach(entry.birthPlaces)) : []),
    ...(has('remarks') ? optionalFact(t.remarks, entry.remarks ?? '') : []),
    ...(has('sanctionList') ? groupFacts(match, t, lang) : []),
  ];
  const tokens = match.explanation.tokens
    .map(
      (token) =>
        `<tr><td><bdi>${escape(token.query)}</bdi></td><td><bdi>${escape(token.matched ?? t.none)}</bdi></td><td>${escape(EXPLANATION_LABELS[lang][token.rule])}</td><td>${token.similarity.toFixed(2)}</td><td>${token.weight.toFixed(2)}</td></tr>`,
    )
    .join('');
  const evidence = match.explanation.evidence
    .map((item) => `<li><bdi>${escape(evidenceLine(item, lang))}</bdi></li>`)
    .join('');
  const heading = [
    has('matchNumber') ? `${escape(t.match)} ${index + 1}` : '',
    has('fullName') ? `<bdi>${escape(entry.fullName)}</bdi>` : '',
  ]
    .filter((part) => part !== '')
    .join(': ');
  const arabicName =
    has('arabicName') && entry.arabicName
      ? `<bdi lang="ar" dir="rtl">${escape(entry.arabicName)}</bdi>`
      : '';
  const explanation = layout.explanations
    ? `<h4>${escape(t.analysis)}</h4>
<p class="analysis">${escape(match.analysis[lang])}</p>
<h4>${escape(t.tokens)}</h4>
<table class="tokens"><thead><tr><th>${escape(t.queryToken)}</th><th>${escape(t.listedToken)}</th><th>${escape(t.rule)}</th><th>${escape(t.similarity)}</th><th>${escape(t.weight)}</th></tr></thead><tbody>${tokens}</tbody></table>
${evidence ? `<h4>${escape(t.evidence)}</h4><ul>${evidence}</ul>` : ''}`
    : '';
  return `<section class="match risk-${match.riskLevel}">
<h3>${[heading || `${escape(t.match)} ${index + 1}`, arabicName].filter((part) => part !== '').join(' — ')}</h3>
${facts.length > 0 ? `<table class="facts">${facts.map(([label, value]) => `<tr><th>${escape(label)}</th><td><bdi>${escape(value)}</bdi></td></tr>`).join('')}</table>` : ''}
${explanation}
</section>`;
}

// The compared values are data, the words around them labels in the report's language.
function evidenceLine(item: EvidenceExplanation, lang: ReportLanguage): string {
  const words = EXPLANATION_LABELS[lang];
  const compared = evidenceValues(item);
  const values = compared
    ? `${words.queryValue} \u2068${compared.query}\u2069 / ${words.listedValue} \u2068${compared.listed}\u2069`
    : item.detail;
  const adjustment = `${item.adjustment >= 0 ? '+' : ''}${item.adjustment.toFixed(2)}`;
  return `${words[item.kind]}: ${words[item.outcome]} (${adjustment}) — ${values}`;
}

/** Every listing of the match's party and why its records were grouped (issue 25 §3). */
function groupFacts(match: Match, t: ReportLabels, lang: ReportLanguage): [string, string][] {
  const group = match.group;
  if (group === undefined) return [];
  const listings = group.listings.map((listing) =>
    [
      `${listName(lang, listing.sanctionList, listing.listSource)} · ${listing.sourceId}`,
      listing.programmes.join(', '),
      listing.listedOn ? `${t.listedOn} ${listing.listedOn}` : '',
    ]
      .filter((part) => part !== '')
      .join(' · '),
  );
  const reasons = group.reasons.map(
    (reason) =>
      `${GROUP_REASON_LABELS[lang][reason.kind] ?? reason.kind}: ${reason.members.join(', ')}`,
  );
  return [
    [t.listings, isolateEach(listings)],
    [t.groupedBecause, isolateEach(reasons)],
  ];
}

function optionalFact(label: string, value: string): [string, string][] {
  return value.trim() === '' ? [] : [[label, value]];
}

/**
 * Chromium's running header (report title and search id) and footer (page n / total) for every
 * page; templates do not inherit the page's styles, so the font and direction are set inline.
 */
export function renderReportHeaderFooter(
  evidence: SearchEvidence,
  lang: ReportLanguage,
  fontCss: string,
): { headerTemplate: string; footerTemplate: string } {
  const t = REPORT_LABELS[lang];
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const style = `font-family:'Noto Sans Arabic','DejaVu Sans',Arial,sans-serif;font-feature-settings:'mark' 0,'mkmk' 0;font-size:8pt;color:#6b7280;width:100%;padding:0 14mm;direction:${dir};display:flex;justify-content:space-between;`;
  return {
    headerTemplate: `<style>${fontCss}</style><div style="${style}"><span>${escape(t.title)}</span><span>${escape(t.searchId)}: <span dir="ltr">${escape(evidence.searchId)}</span></span></div>`,
    footerTemplate: `<div style="${style}"><span dir="ltr">${escape(evidence.searchId)}</span><span>${escape(t.page)} <span dir="ltr" style="unicode-bidi:isolate"><span class="pageNumber"></span> / <span class="totalPages"></span></span></span></div>`,
  };
}

const STYLES = `
@page { size: A4; margin: 18mm 14mm; }
* { box-sizing: border-box; }
body { font-family: 'Noto Sans Arabic', 'DejaVu Sans', Arial, sans-serif; font-size: 10.5pt; color: #111827; line-height: 1.45; }
/* Noto Sans Arabic's mark positioning makes Chromium emit each word as several glyph runs, and PDF text
   extraction (copy-paste, pdftotext, screen readers) then splits words ("حسي ن"). Listed names carry no
   harakat, so the marks lose nothing visible. */
body { font-feature-settings: 'mark' 0, 'mkmk' 0; }
h1 { font-size: 20pt; margin: 0 0 2mm; }
.subtitle { margin: 0 0 4mm; color: #4b5563; }
h2 { font-size: 14pt; margin: 6mm 0 3mm; border-bottom: 1px solid #d1d5db; padding-bottom: 1mm; }
h3 { font-size: 12pt; margin: 0 0 2mm; }
h4 { font-size: 10.5pt; margin: 3mm 0 1mm; }
/* A heading never ends a page without the text it heads; matches flow on, each kept whole when it fits. */
h1, h2, h3, h4 { break-after: avoid; }
.facts tr, .tokens tr { break-inside: avoid; }
.count { font-weight: normal; color: #4b5563; font-size: 11pt; }
table { border-collapse: collapse; width: 100%; }
.facts th { text-align: start; width: 32%; color: #374151; font-weight: 600; padding: 1mm 2mm; vertical-align: top; }
.facts td { padding: 1mm 2mm; }
.tokens th, .tokens td { border: 1px solid #d1d5db; padding: 1mm 2mm; text-align: start; }
.tokens th { background: #f3f4f6; }
ul { margin: 0; padding-inline-start: 5mm; }
.match { border: 1px solid #d1d5db; border-inline-start: 4px solid #9ca3af; border-radius: 2mm; padding: 3mm 4mm; margin-bottom: 4mm; break-inside: avoid; }
.risk-high { border-inline-start-color: #dc2626; }
.risk-medium { border-inline-start-color: #ea580c; }
.risk-low { border-inline-start-color: #ca8a04; }
.analysis { margin: 0; }
.mono { font-family: 'DejaVu Sans Mono', monospace; font-size: 9pt; }
.clear { font-size: 12pt; color: #15803d; }
footer { margin-top: 6mm; color: #6b7280; font-size: 9pt; }
`;
