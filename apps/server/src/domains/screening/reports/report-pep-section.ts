import type { PepMatch, PepTierName, ReportLanguage } from '@sanctions/contracts';
import { escape } from './html-escape';

const EN_LABELS = {
  title: 'Politically exposed persons',
  notice:
    'Not sanctions hits: a politically exposed person calls for enhanced due diligence (identity, source of funds and wealth), not a refusal.',
  tier: 'Tier',
  source: 'Source',
  born: 'Born',
  country: 'Country',
  positions: 'Positions',
  relatives: 'Relatives',
  associates: 'Close associates',
  present: 'present',
  tiers: {
    national: 'National PEP',
    regional: 'Regional PEP',
    international_organisation: 'International organisation PEP',
    former: 'Former PEP',
  },
};

// Every tier has its label (the compiler says so when a tier is added).
const _TIERS: Record<PepTierName, string> = EN_LABELS.tiers;

const PEP_LABELS: Record<ReportLanguage, typeof EN_LABELS> = {
  en: EN_LABELS,
  ar: {
    title: 'الأشخاص المعرّضون سياسياً',
    notice:
      'ليست مطابقات عقوبات: الشخص المعرّض سياسياً يستدعي العناية الواجبة المعززة (الهوية ومصدر الأموال والثروة)، لا الرفض.',
    tier: 'الفئة',
    source: 'المصدر',
    born: 'تاريخ الميلاد',
    country: 'الدولة',
    positions: 'المناصب',
    relatives: 'الأقارب',
    associates: 'المقرّبون',
    present: 'حتى الآن',
    tiers: {
      national: 'شخص معرّض سياسياً على المستوى الوطني',
      regional: 'شخص معرّض سياسياً على المستوى الإقليمي',
      international_organisation: 'شخص معرّض سياسياً في منظمة دولية',
      former: 'شخص معرّض سياسياً سابق',
    },
  },
};

/**
 * The PEP hits of the search (issue 25), after the sanctions matches and apart from their verdict:
 * name, tier, every position with body, country and dates, relatives and associates. Published values
 * stay as published (isolated with `<bdi>`); only the labels are translated.
 */
export function renderPepSection(matches: readonly PepMatch[], lang: ReportLanguage): string {
  if (matches.length === 0) return '';
  const t = PEP_LABELS[lang];
  const items = matches.map((match) => {
    const entry = match.pepEntry;
    const facts: [string, string][] = [
      [t.tier, t.tiers[entry.tier]],
      [t.source, entry.listSource],
      ...(entry.birthDates.length > 0
        ? [[t.born, entry.birthDates.join(', ')] as [string, string]]
        : []),
      ...(entry.nationalities.length > 0
        ? [[t.country, entry.nationalities.join(', ')] as [string, string]]
        : []),
    ];
    const positions = [...entry.positions].reverse().map((position) => {
      const where = [position.body, position.country].filter(Boolean).join(', ');
      const to = position.endDate ?? (position.ended ? '…' : t.present);
      return `<li><bdi>${escape(position.role)}</bdi>${where ? `, <bdi>${escape(where)}</bdi>` : ''} (${escape(position.startDate ?? '…')} – ${escape(to)})</li>`;
    });
    const relations = (title: string, list: PepMatch['pepEntry']['relatives']) =>
      list.length === 0
        ? ''
        : `<h4>${escape(title)}</h4><ul>${list
            .map(
              (r) =>
                `<li><bdi>${escape(r.name)}</bdi>${r.relationship ? ` (${escape(r.relationship)})` : ''}</li>`,
            )
            .join('')}</ul>`;
    return `<section class="match pep">
<h3><bdi>${escape(entry.fullName)}</bdi> — ${match.confidence}%</h3>
<table>${facts.map(([label, value]) => `<tr><th>${escape(label)}</th><td><bdi>${escape(value)}</bdi></td></tr>`).join('')}</table>
<h4>${escape(t.positions)}</h4>
<ul>${positions.join('')}</ul>
${relations(t.relatives, entry.relatives)}
${relations(t.associates, entry.associates)}
<p>${escape(match.analysis[lang])}</p>
</section>`;
  });
  return `<h2>${escape(t.title)} <span class="count">(${matches.length})</span></h2>
<p class="pep-notice">${escape(t.notice)}</p>
${items.join('\n')}`;
}
