import type { BulkJob } from '@sanctions/contracts';
import { BULK_REPORT_LABELS, BULK_VALUE_LABELS } from './bulk-report-labels';
import type { BulkReportLabels } from './bulk-report-labels';

export interface BulkReportHit {
  rowNumber: number;
  reference: string;
  name: string;
  topMatch: string;
  list: string;
  confidence: number | null;
  riskLevel: 'high' | 'medium' | 'low' | null;
}

export interface BulkReportInput {
  job: BulkJob;
  lang: 'en' | 'ar';
  startedBy: { firstName: string; lastName: string; email: string } | null;
  listVersions: {
    sanctionList: string;
    listSource: string;
    versionId: string;
    publishedAt: Date | null;
  }[];
  hits: BulkReportHit[];
  /** `@font-face` CSS of the embedded Arabic font. */
  fontCss: string;
}

/** The summary of a bulk job as a self-contained HTML page, ready to print. */
export function renderBulkReportHtml(input: BulkReportInput): string {
  const { job, lang } = input;
  const t = BULK_REPORT_LABELS[lang];
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<title>${escape(BULK_REPORT_LABELS.en.title)}</title>
<style>
${input.fontCss}
${STYLES}
</style>
</head>
<body>
<h1>${escape(t.title)}</h1>
${lang === 'ar' ? `<p class="subtitle" dir="ltr">${escape(BULK_REPORT_LABELS.en.title)}</p>` : ''}
${renderFacts(input, t)}
<h2>${escape(t.counts)}</h2>
${renderCounts(job, t)}
<h2>${escape(t.hits)} <span class="count">(${job.hits.high + job.hits.medium + job.hits.low}; ${escape(t.hitsShown)})</span></h2>
${input.hits.length === 0 ? `<p class="clear">${escape(t.noHits)}</p>` : renderHits(input.hits, t, lang)}
<footer>${escape(t.footer)}</footer>
</body>
</html>`;
}

function utc(iso: string | null, none: string): string {
  return iso === null ? none : iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
}

function renderFacts(input: BulkReportInput, t: BulkReportLabels): string {
  const { job, lang } = input;
  const values = BULK_VALUE_LABELS[lang];
  const who = input.startedBy
    ? `${input.startedBy.firstName} ${input.startedBy.lastName} <${input.startedBy.email}>`
    : t.deletedUser;
  const rows: [string, string][] = [
    [t.job, job.jobId],
    [t.file, job.fileName],
    [t.startedBy, who],
    [t.created, utc(job.createdAt, t.none)],
    [t.started, utc(job.startedAt, t.none)],
    [t.completed, utc(job.completedAt, t.none)],
    [t.status, values[job.status]],
    [t.searchType, values[job.searchType]],
    [t.lists, job.sanctionLists === 'all' ? t.allLists : job.sanctionLists.toUpperCase()],
    [t.minConfidence, `${job.minConfidence}%`],
    [t.algorithm, job.algorithmVersion ?? t.none],
  ];
  if (job.errorMessage !== null) rows.push([t.note, job.errorMessage]);
  const versions = input.listVersions
    .map(
      (v) =>
        `<li><bdi>${escape(`${v.sanctionList.toUpperCase()} · ${v.listSource}`)}</bdi> — <bdi class="mono">${escape(v.versionId)}</bdi>${v.publishedAt ? ` (${escape(v.publishedAt.toISOString().slice(0, 10))})` : ''}</li>`,
    )
    .join('');
  return `<table class="facts">${rows.map(([label, value]) => `<tr><th>${escape(label)}</th><td><bdi>${escape(value)}</bdi></td></tr>`).join('')}
<tr><th>${escape(t.listVersions)}</th><td>${versions ? `<ul>${versions}</ul>` : escape(t.none)}</td></tr>
</table>`;
}

function renderCounts(job: BulkJob, t: BulkReportLabels): string {
  const rows: [string, number][] = [
    [t.totalRows, job.totalRows],
    [t.clearRows, job.clearRows],
    [t.highRows, job.hits.high],
    [t.mediumRows, job.hits.medium],
    [t.lowRows, job.hits.low],
    [t.errorRows, job.errorRows],
    [t.invalidRows, job.invalidRows],
  ];
  return `<table class="facts">${rows.map(([label, value]) => `<tr><th>${escape(label)}</th><td>${value}</td></tr>`).join('')}</table>`;
}

function renderHits(
  hits: readonly BulkReportHit[],
  t: BulkReportLabels,
  lang: 'en' | 'ar',
): string {
  const values = BULK_VALUE_LABELS[lang];
  const body = hits
    .map(
      (hit) =>
        `<tr class="risk-${hit.riskLevel ?? 'none'}"><td>${hit.rowNumber}</td><td><bdi>${escape(hit.reference || t.none)}</bdi></td><td><bdi>${escape(hit.name)}</bdi></td><td><bdi>${escape(hit.topMatch)}</bdi></td><td><bdi>${escape(hit.list)}</bdi></td><td>${hit.confidence === null ? t.none : `${hit.confidence}%`}</td><td>${hit.riskLevel === null ? t.none : escape(values[hit.riskLevel])}</td></tr>`,
    )
    .join('');
  return `<table class="grid"><thead><tr><th>${escape(t.row)}</th><th>${escape(t.reference)}</th><th>${escape(t.name)}</th><th>${escape(t.topMatch)}</th><th>${escape(t.list)}</th><th>${escape(t.confidence)}</th><th>${escape(t.risk)}</th></tr></thead><tbody>${body}</tbody></table>`;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const STYLES = `
@page { size: A4; margin: 16mm 14mm; }
* { box-sizing: border-box; }
body { font-family: 'Noto Sans Arabic', 'DejaVu Sans', Arial, sans-serif; font-size: 10pt; color: #111827; line-height: 1.45; }
body { font-feature-settings: 'mark' 0, 'mkmk' 0; }
h1 { font-size: 19pt; margin: 0 0 2mm; }
.subtitle { margin: 0 0 4mm; color: #4b5563; }
h2 { font-size: 13pt; margin: 6mm 0 3mm; border-bottom: 1px solid #d1d5db; padding-bottom: 1mm; }
.count { font-weight: normal; color: #4b5563; font-size: 10pt; }
table { border-collapse: collapse; width: 100%; }
.facts th { text-align: start; width: 36%; color: #374151; font-weight: 600; padding: 1mm 2mm; vertical-align: top; }
.facts td { padding: 1mm 2mm; }
.grid th, .grid td { border: 1px solid #d1d5db; padding: 1mm 1.5mm; text-align: start; font-size: 9pt; }
.grid th { background: #f3f4f6; }
.grid tr { break-inside: avoid; }
.risk-high td:first-child { border-inline-start: 3px solid #dc2626; }
.risk-medium td:first-child { border-inline-start: 3px solid #ea580c; }
.risk-low td:first-child { border-inline-start: 3px solid #ca8a04; }
ul { margin: 0; padding-inline-start: 5mm; }
.mono { font-family: 'DejaVu Sans Mono', monospace; font-size: 8.5pt; }
.clear { font-size: 11pt; color: #15803d; }
footer { margin-top: 6mm; color: #6b7280; font-size: 8.5pt; }
`;
