import type { ReportLanguage, WatchlistMatch } from '@sanctions/contracts';
import { escape } from './html-escape';

const WATCHLIST_LABELS: Record<
  ReportLanguage,
  {
    title: string;
    notice: string;
    list: string;
    version: string;
    reference: string;
    reason: string;
    aliases: string;
    born: string;
    nationality: string;
    line: string;
  }
> = {
  en: {
    title: 'Own watchlist hits',
    notice:
      "Hits on your organisation's own watchlists, not on an official sanctions list: handle them by your internal procedure for that list.",
    list: 'Watchlist',
    version: 'Version',
    reference: 'Reference',
    reason: 'Reason listed',
    aliases: 'Aliases',
    born: 'Date of birth',
    nationality: 'Nationality',
    line: 'File line',
  },
  ar: {
    title: 'تطابقات قوائم المراقبة الخاصة',
    notice:
      'تطابقات مع قوائم المراقبة الخاصة بمؤسستك، وليست مع قائمة عقوبات رسمية: عالجها وفق إجراءاتكم الداخلية لتلك القائمة.',
    list: 'قائمة المراقبة',
    version: 'الإصدار',
    reference: 'المرجع',
    reason: 'سبب الإدراج',
    aliases: 'الأسماء البديلة',
    born: 'تاريخ الميلاد',
    nationality: 'الجنسية',
    line: 'سطر الملف',
  },
};

/**
 * The hits of the search on the organisation's own watchlists (ADR 042), after the sanctions matches and
 * apart from them: each names its watchlist and the version screened, the row's reference and reason.
 * The organisation's values stay as written (isolated with `<bdi>`); only the labels are translated.
 */
export function renderWatchlistSection(
  matches: readonly WatchlistMatch[],
  lang: ReportLanguage,
): string {
  if (matches.length === 0) return '';
  const t = WATCHLIST_LABELS[lang];
  const items = matches.map((match) => {
    const { entry, watchlist } = match;
    const facts: [string, string][] = [
      [t.list, watchlist.name],
      [t.version, String(watchlist.version)],
      ...optional(t.reference, entry.reference),
      ...optional(t.reason, entry.reason),
      ...optional(t.aliases, entry.aliases.join('; ') || null),
      ...optional(t.born, entry.dateOfBirth),
      ...optional(t.nationality, entry.nationality),
      [t.line, String(entry.line)],
    ];
    return `<section class="match watchlist">
<h3><bdi>${escape(entry.name)}</bdi> — ${match.confidence}%</h3>
<table>${facts.map(([label, value]) => `<tr><th>${escape(label)}</th><td><bdi>${escape(value)}</bdi></td></tr>`).join('')}</table>
<p>${escape(match.analysis[lang])}</p>
</section>`;
  });
  return `<h2>${escape(t.title)} <span class="count">(${matches.length})</span></h2>
<p class="pep-notice">${escape(t.notice)}</p>
${items.join('\n')}`;
}

function optional(label: string, value: string | null): [string, string][] {
  return value === null ? [] : [[label, value]];
}
