import type { AlertDetail, AlertKind, DecisionRecord, ReportLanguage } from '@sanctions/contracts';
import {
  ALERT_REPORT_LABELS,
  DECISION_LABELS,
  EVENT_LABELS,
  OUTCOME_LABELS,
  RULE_LABELS,
  STATUS_LABELS,
} from './alert-report-labels';
import type { AlertReportLabels } from './alert-report-labels';

export interface AlertReportInput {
  alert: AlertDetail;
  lang: ReportLanguage;
  generatedAt: Date;
  /** `@font-face` CSS of the embedded Arabic font (lib/pdf). */
  fontCss: string;
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

/** An ISO instant as "YYYY-MM-DD HH:MM UTC", the same in both languages (and left to right). */
function when(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

function facts(rows: [string, string][]): string {
  return `<table class="facts">${rows
    .map(
      ([label, value]) => `<tr><th>${escape(label)}</th><td><bdi>${escape(value)}</bdi></td></tr>`,
    )
    .join('')}</table>`;
}

function renderDecision(decision: DecisionRecord, t: AlertReportLabels, lang: ReportLanguage) {
  const approval = decision.approval;
  const review =
    approval === null
      ? `<p class="muted">${escape(decision.requiresApproval ? t.awaiting : t.noApproval)}</p>`
      : facts([
          [t.reviewer, `${approval.reviewer.name} — ${OUTCOME_LABELS[lang][approval.outcome]}`],
          [t.time, when(approval.createdAt)],
          [t.reason, approval.reason],
        ]);
  return `<section class="decision">
<h3>${escape(DECISION_LABELS[lang][decision.decision])}</h3>
${facts([
  [t.maker, decision.maker.name],
  [t.time, when(decision.createdAt)],
  [t.reason, decision.reason],
])}
${review}
</section>`;
}

/** The alert's evidence report as a self-contained HTML page, ready to print (English or Arabic, RTL). */
export function renderAlertReportHtml({
  alert,
  lang,
  generatedAt,
  fontCss,
}: AlertReportInput): string {
  const t = ALERT_REPORT_LABELS[lang];
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const subjectName = `${alert.subject.firstName} ${alert.subject.lastName}`.trim();
  const scored = alert.match ?? alert.watchlistMatch;
  const tokens = (scored?.explanation.tokens ?? [])
    .map(
      (token) =>
        `<tr><td><bdi>${escape(token.query)}</bdi></td><td><bdi>${escape(token.matched ?? t.none)}</bdi></td><td>${escape(RULE_LABELS[lang][token.rule])}</td><td>${token.similarity.toFixed(2)}</td><td>${token.weight.toFixed(2)}</td></tr>`,
    )
    .join('');
  const secondary = (scored?.explanation.evidence ?? [])
    .map(
      (item) => `<li><bdi>${escape(`${item.kind}: ${item.outcome} (${item.detail})`)}</bdi></li>`,
    )
    .join('');
  const versions = alert.listVersions
    .map(
      (v) =>
        `<li><bdi>${escape(v.listSource)}</bdi> — <bdi class="mono">${escape(String(v.versionId ?? ''))}</bdi>${v.publishedAt ? ` (${escape(v.publishedAt.slice(0, 10))})` : ''}</li>`,
    )
    .join('');
  const raisedBy = alert.raisedByListVersion;
  const events = alert.events
    .map(
      (event) =>
        `<tr><td class="mono">${escape(when(event.createdAt))}</td><td>${escape(EVENT_LABELS[lang][event.kind])}</td><td><bdi>${escape(event.actor?.name ?? t.system)}</bdi></td><td><bdi>${escape(event.text ?? '')}</bdi></td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<title>${escape(ALERT_REPORT_LABELS.en.title)}</title>
<style>
${fontCss}
${STYLES}
</style>
</head>
<body>
<h1>${escape(t.title)}</h1>
${lang === 'ar' ? `<p class="subtitle" dir="ltr">${escape(ALERT_REPORT_LABELS.en.title)}</p>` : ''}
${facts([
  [t.alertId, alert.id],
  [t.status, STATUS_LABELS[lang][alert.status]],
  [t.raisedAt, when(alert.raisedAt)],
  [t.confidence, `${alert.confidence}%`],
  [t.generatedAt, when(generatedAt.toISOString())],
])}
<div class="sides">
<section>
<h2>${escape(t.subject)}</h2>
${facts([
  [t.name, subjectName || t.none],
  [t.arabicName, alert.subject.arabicName || t.none],
  [t.dateOfBirth, alert.subject.dateOfBirth ?? t.none],
  [t.nationality, alert.subject.nationality ?? t.none],
  [t.reference, alert.subject.reference ?? t.none],
])}
</section>
<section>
<h2>${escape(ENTRY_HEADINGS[alert.kind](t))}</h2>
${facts(entryFacts(alert, t))}
</section>
</div>
<h2>${escape(t.explanation)}</h2>
<p class="analysis">${escape((alert.match ?? alert.pepMatch ?? alert.watchlistMatch)?.analysis[lang] ?? '')}</p>
<table class="tokens"><thead><tr><th>${escape(t.queryToken)}</th><th>${escape(t.listedToken)}</th><th>${escape(t.rule)}</th><th>${escape(t.similarity)}</th><th>${escape(t.weight)}</th></tr></thead><tbody>${tokens}</tbody></table>
${secondary ? `<h3>${escape(t.evidence)}</h3><ul>${secondary}</ul>` : ''}
<h2>${escape(t.versions)}</h2>
${facts([
  [
    t.raisedBy,
    raisedBy === null ? t.none : `${raisedBy.listSource} ${String(raisedBy.versionId ?? '')}`,
  ],
  [t.algorithm, alert.algorithmVersion],
])}
<ul>${versions}</ul>
<h2>${escape(t.decisions)}</h2>
${alert.decisions.length === 0 ? `<p>${escape(t.noDecisions)}</p>` : alert.decisions.map((d) => renderDecision(d, t, lang)).join('\n')}
${alert.closedNote === null ? '' : `<p><strong>${escape(t.closedNote)}:</strong> <bdi>${escape(alert.closedNote)}</bdi></p>`}
<h2>${escape(t.history)}</h2>
<table class="events"><tbody>${events}</tbody></table>
</body>
</html>`;
}

/** Running header and footer: the title and the alert id on every page, with page numbers. */
export function renderAlertReportHeaderFooter(
  alertId: string,
  lang: ReportLanguage,
  fontCss: string,
) {
  const t = ALERT_REPORT_LABELS[lang];
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const style = `font-family:'Noto Sans Arabic','DejaVu Sans',Arial,sans-serif;font-feature-settings:'mark' 0,'mkmk' 0;font-size:8pt;color:#6b7280;width:100%;padding:0 14mm;direction:${dir};display:flex;justify-content:space-between;`;
  return {
    headerTemplate: `<style>${fontCss}</style><div style="${style}"><span>${escape(t.title)}</span><span dir="ltr">${escape(alertId)}</span></div>`,
    footerTemplate: `<div style="${style}"><span dir="ltr">${escape(alertId)}</span><span>${escape(t.page)} <span dir="ltr" style="unicode-bidi:isolate"><span class="pageNumber"></span> / <span class="totalPages"></span></span></span></div>`,
  };
}

const STYLES = `
@page { size: A4; margin: 18mm 14mm; }
* { box-sizing: border-box; }
body { font-family: 'Noto Sans Arabic', 'DejaVu Sans', Arial, sans-serif; font-size: 10pt; color: #111827; line-height: 1.45; }
/* Mark positioning splits Arabic words into several glyph runs in PDF text extraction (see reports). */
body { font-feature-settings: 'mark' 0, 'mkmk' 0; }
h1 { font-size: 18pt; margin: 0 0 2mm; }
.subtitle { margin: 0 0 4mm; color: #4b5563; }
h2 { font-size: 13pt; margin: 6mm 0 3mm; border-bottom: 1px solid #d1d5db; padding-bottom: 1mm; }
h3 { font-size: 11pt; margin: 3mm 0 1mm; }
h1, h2, h3 { break-after: avoid; }
.sides { display: flex; gap: 6mm; }
.sides > section { flex: 1; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: start; vertical-align: top; padding: 1mm 2mm; border-bottom: 1px solid #e5e7eb; }
.facts th { width: 38%; color: #374151; font-weight: 600; }
.tokens th { background: #f3f4f6; }
.decision { break-inside: avoid; border: 1px solid #e5e7eb; padding: 2mm 3mm; margin: 2mm 0; }
.muted { color: #6b7280; }
.mono { font-family: 'DejaVu Sans Mono', monospace; font-size: 9pt; }
bdi { unicode-bidi: isolate; }
`;

/** The heading of the listed side, per alert kind. */
const ENTRY_HEADINGS: Record<AlertKind, (t: AlertReportLabels) => string> = {
  sanctions: (t) => t.entry,
  pep: (t) => t.pepEntry,
  watchlist: (t) => t.watchlistEntry,
};

/**
 * The listed side of the report: the sanctions entry, the politically exposed person of a PEP alert, or
 * the organisation's own watchlist row (named with its list and version) of a watchlist alert.
 */
function entryFacts(alert: AlertDetail, t: AlertReportLabels): [string, string][] {
  const listed = alert.watchlistMatch;
  if (listed !== undefined) {
    return [
      [t.name, listed.entry.name],
      [t.aliases, listed.entry.aliases.join('; ') || t.none],
      [t.dateOfBirth, listed.entry.dateOfBirth ?? t.none],
      [t.nationality, listed.entry.nationality ?? t.none],
      [t.watchlist, listed.watchlist.name],
      [t.watchlistVersion, String(listed.watchlist.version)],
      [t.watchlistReference, listed.entry.reference ?? t.none],
      [t.watchlistReason, listed.entry.reason ?? t.none],
      [t.contentHash, alert.entry.contentHash],
    ];
  }
  const pep = alert.pepMatch?.pepEntry;
  if (pep !== undefined) {
    return [
      [t.name, pep.fullName],
      [t.dateOfBirth, pep.birthDates.join(', ') || t.none],
      [t.nationality, pep.nationalities.join(', ') || t.none],
      [t.list, pep.listSource],
      [t.sourceId, pep.sourceId],
      [t.pepTier, pep.tier],
      [
        t.positions,
        pep.positions
          .map((p) => [p.role, p.body, p.country].filter((part) => part !== undefined).join(', '))
          .join('; ') || t.none,
      ],
      [t.pepAction, t.enhancedDueDiligence],
      [t.contentHash, alert.entry.contentHash],
    ];
  }
  const entry = alert.match?.sanctionEntry;
  return [
    [t.name, entry?.fullName ?? alert.entry.fullName],
    [t.arabicName, entry?.arabicName || t.none],
    [t.dateOfBirth, entry?.dateOfBirth ?? t.none],
    [t.nationality, entry?.nationality || t.none],
    [t.list, entry?.listSource ?? alert.entry.listSource],
    [t.sourceId, entry?.sourceId ?? alert.entry.sourceId],
    [t.programmes, entry?.programmes.join(', ') || t.none],
    [t.contentHash, alert.entry.contentHash],
  ];
}
