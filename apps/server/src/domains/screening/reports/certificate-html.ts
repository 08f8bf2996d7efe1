import type { ReportLanguage, SearchEvidence } from '@sanctions/contracts';
import { countryNamesIn } from '@sanctions/contracts';
import type { CertificateDetails, MatchDisposition } from './certificate-details';
import type { SignOff } from './certificate-sign-offs';
import { CERTIFICATE_LABELS } from './certificate-labels';
import type { CertificateLabels } from './certificate-labels';
import { escape } from './html-escape';
import { LIST_NAMES, VALUE_LABELS, listName } from './report-labels';

export interface CertificateInput {
  evidence: SearchEvidence;
  threshold: number;
  maxResults: number;
  details: CertificateDetails;
  certificate: { evidenceHash: string; issuedAt: Date; code: string; verifyUrl: string };
  lang: ReportLanguage;
  /** `@font-face` CSS of the embedded Arabic font. */
  fontCss: string;
}

/** The screening certificate as a self-contained HTML page (no external resources), ready to print. */
export function renderCertificateHtml(input: CertificateInput): string {
  const { evidence, lang, certificate } = input;
  const t = CERTIFICATE_LABELS[lang];
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><title>${escape(CERTIFICATE_LABELS.en.title)}</title>
<style>${input.fontCss}${STYLES}</style></head>
<body>
<h1>${escape(t.title)}</h1>
${lang === 'ar' ? `<p class="subtitle" dir="ltr">${escape(CERTIFICATE_LABELS.en.title)}</p>` : ''}
<p>${escape(t.intro)}</p>
${facts([
  [t.certificateNumber, ltr(evidence.searchId)],
  [t.issuedAt, ltr(utc(certificate.issuedAt.toISOString()))],
  [t.who, bdi(screener(evidence, t))],
  [t.organization, bdi(input.details.organizationName ?? t.noOrganization)],
  [t.when, ltr(utc(evidence.searchedAt))],
])}
<h2>${escape(t.query)}</h2>
${renderQuery(evidence, t, lang)}
<h2>${escape(t.listsScreened)}</h2>
${renderLists(evidence, t, lang)}
<h2>${escape(t.method)}</h2>
${facts([
  [t.algorithm, ltr(evidence.algorithm)],
  [t.threshold, ltr(`${input.threshold}%`)],
  [t.maxResults, ltr(String(input.maxResults))],
])}
<h2>${escape(t.result)}</h2>
${renderResult(evidence, input.details.dispositions, t, lang)}
<h2>${escape(t.signOff)}</h2>
${renderSignOffs(input.details.signOffs, t, lang)}
<section class="verification">
<h2>${escape(t.integrity)}</h2>
${facts([
  [t.code, `<span class="code" dir="ltr">${escape(certificate.code)}</span>`],
  [t.evidenceHash, `<span class="mono" dir="ltr">${escape(certificate.evidenceHash)}</span>`],
  [t.verifyAt, `<span class="mono" dir="ltr">${escape(certificate.verifyUrl)}</span>`],
])}
<p class="hint">${escape(t.verifyHint)}</p>
</section>
</body></html>`;
}

function renderQuery(evidence: SearchEvidence, t: CertificateLabels, lang: ReportLanguage) {
  const { query } = evidence;
  const values = VALUE_LABELS[lang];
  return facts([
    [t.firstName, bdi(query.firstName || t.none)],
    [t.lastName, bdi(query.lastName || t.none)],
    [t.arabicName, bdi(query.arabicName || t.none)],
    [t.dateOfBirth, ltr(query.dateOfBirth ?? t.none)],
    [t.nationality, bdi(query.nationality ?? t.none)],
    [t.searchType, escape(values[query.searchType])],
    [
      t.lists,
      escape(query.sanctionLists === 'all' ? values.all : LIST_NAMES[lang][query.sanctionLists]),
    ],
  ]);
}

function renderLists(evidence: SearchEvidence, t: CertificateLabels, lang: ReportLanguage) {
  const rows = evidence.listVersions
    .map(
      (v) =>
        `<tr><td>${bdi(listName(lang, v.sanctionList, v.listSource))}</td><td>${ltr(String(v.versionId ?? t.none))}</td><td>${ltr(v.publishedAt?.slice(0, 10) ?? t.none)}</td><td>${ltr(v.importedAt?.slice(0, 10) ?? t.none)}</td></tr>`,
    )
    .join('');
  return `<table class="grid"><thead><tr><th>${escape(t.listColumn)}</th><th>${escape(t.version)}</th><th>${escape(t.published)}</th><th>${escape(t.imported)}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function renderResult(
  evidence: SearchEvidence,
  dispositions: readonly MatchDisposition[],
  t: CertificateLabels,
  lang: ReportLanguage,
) {
  const { matches, totalMatches } = evidence.result;
  if (totalMatches === 0) return `<p class="clear"><strong>${escape(t.noMatch)}</strong></p>`;
  const values = VALUE_LABELS[lang];
  const rows = matches
    .map((match, index) => {
      const entry = match.sanctionEntry;
      const nationality = countryNamesIn(lang, entry.nationality);
      const decided = dispositions.filter((d) => d.matchIndex === index);
      return `<tr><td>${index + 1}</td><td>${bdi(entry.fullName)}${entry.arabicName ? `<br>${bdi(entry.arabicName)}` : ''}${nationality ? `<br><small>${bdi(nationality)}</small>` : ''}</td><td>${bdi(`${listName(lang, entry.sanctionList, entry.listSource)} · ${entry.sourceId}`)}</td><td>${ltr(`${match.confidence}%`)}</td><td>${escape(values[match.riskLevel])}</td><td>${decided.length === 0 ? escape(t.noDisposition) : decided.map((d) => dispositionText(d, t)).join('<br>')}</td></tr>`;
    })
    .join('');
  return `<p><strong>${escape(t.matchesFound)}: ${totalMatches}</strong></p>
<table class="grid"><thead><tr><th>#</th><th>${escape(t.name)}</th><th>${escape(t.listColumn)}</th><th>${escape(t.confidence)}</th><th>${escape(t.risk)}</th><th>${escape(t.disposition)}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function renderSignOffs(signOffs: readonly SignOff[], t: CertificateLabels, lang: ReportLanguage) {
  if (signOffs.length === 0) return `<p>${escape(t.noSignOff)}</p>`;
  const items = signOffs
    .map(
      (s) =>
        `<li><strong>${escape(t.signOffDecision[s.decision])}</strong>: ${bdi(s.entryName)} (${bdi(`${LIST_NAMES[lang][s.sanctionList]} · ${s.sourceId}`)}) — ${bdi(s.reason)}; ${escape(t.proposedBy)} ${bdi(s.makerName)}, ${escape(t.approvedBy)} ${bdi(s.reviewerName)} ${ltr(utc(s.approvedAt.toISOString()))}</li>`,
    )
    .join('');
  return `<ul class="sign-offs">${items}</ul>`;
}

function dispositionText(d: MatchDisposition, t: CertificateLabels): string {
  const verdict =
    d.isRelevant === null ? t.noDisposition : d.isRelevant ? t.relevant : t.notRelevant;
  const parts = [
    escape(verdict),
    d.rating === null ? '' : `(${escape(t.rating)} ${d.rating}/5)`,
    d.comment ? `— ${bdi(d.comment)}` : '',
    d.by === null ? '' : `${escape(t.by)} ${bdi(d.by)}`,
    ltr(utc(d.at.toISOString())),
  ];
  return parts.filter((part) => part !== '').join(' ');
}

function screener(evidence: SearchEvidence, t: CertificateLabels): string {
  const who = evidence.searchedBy;
  return who ? `${who.firstName} ${who.lastName} <${who.email}>` : t.deletedUser;
}

function facts(rows: readonly [string, string][]): string {
  return `<table class="facts">${rows.map(([label, html]) => `<tr><th>${escape(label)}</th><td>${html}</td></tr>`).join('')}</table>`;
}

const bdi = (text: string) => `<bdi>${escape(text)}</bdi>`;
const ltr = (text: string) => `<span dir="ltr">${escape(text)}</span>`;
const utc = (iso: string) => iso.replace('T', ' ').replace(/(\.\d+)?Z$/, ' UTC');

const STYLES = `
@page { size: A4; margin: 16mm 14mm; }
* { box-sizing: border-box; }
body { font-family: 'Noto Sans Arabic', 'DejaVu Sans', Arial, sans-serif; font-size: 10pt; color: #111827; line-height: 1.45; font-feature-settings: 'mark' 0, 'mkmk' 0; }
h1 { font-size: 22pt; margin: 0 0 2mm; color: #1e3a8a; }
.subtitle { margin: 0 0 3mm; color: #4b5563; }
h2 { font-size: 12.5pt; margin: 5mm 0 2mm; border-bottom: 1px solid #d1d5db; padding-bottom: 1mm; break-after: avoid; }
table { border-collapse: collapse; width: 100%; }
.facts th { text-align: start; width: 38%; font-weight: 600; color: #374151; padding: 1mm 2mm 1mm 0; vertical-align: top; }
.facts td { padding: 1mm 0; }
.grid th, .grid td { border: 1px solid #d1d5db; padding: 1.2mm 2mm; text-align: start; vertical-align: top; }
.grid th { background: #f3f4f6; }
tr { break-inside: avoid; }
.clear { color: #065f46; }
.mono { font-family: 'DejaVu Sans Mono', monospace; font-size: 8.5pt; word-break: break-all; }
.code { font-family: 'DejaVu Sans Mono', monospace; font-size: 15pt; font-weight: 700; letter-spacing: 1px; }
.verification { border: 2px solid #1e3a8a; border-radius: 3mm; padding: 2mm 4mm; margin-top: 6mm; break-inside: avoid; }
.hint { color: #4b5563; font-size: 9pt; }
`;
