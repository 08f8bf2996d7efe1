import type { PepEntry, PepPositionDto, PepTierName } from '@sanctions/contracts';

const TIER_EN: Readonly<Record<PepTierName, string>> = {
  national: 'national',
  regional: 'regional',
  international_organisation: 'international organisation',
  former: 'former',
};
const TIER_AR: Readonly<Record<PepTierName, string>> = {
  national: 'وطني',
  regional: 'إقليمي',
  international_organisation: 'منظمة دولية',
  former: 'سابق',
};

/** How many positions the explanation names; the card and report list them all. */
const NAMED_POSITIONS = 3;

/**
 * The PEP hit's explanation: a politically exposed person calls for enhanced due diligence, not a
 * refusal, so the wording never says "do not proceed". Positions are named as the source gives them.
 */
export function pepAnalysis(entry: PepEntry, confidence: number): { en: string; ar: string } {
  const positions = entry.positions.slice(-NAMED_POSITIONS).reverse().map(describePosition);
  const more = entry.positions.length - positions.length;
  const held = positions.join('; ') + (more > 0 ? ` (+${more})` : '');
  return {
    en:
      `${confidence}% name match with a politically exposed person (${TIER_EN[entry.tier]} PEP, ${entry.listSource}). ` +
      `Position: ${held || 'not published'}. Apply enhanced due diligence: verify identity, source of funds and source of wealth; this is not a sanctions hit.`,
    ar:
      `تطابق في الاسم بنسبة ${confidence}% مع شخص معرّض سياسياً (فئة: ${TIER_AR[entry.tier]}، المصدر: ${entry.listSource}). ` +
      `المنصب: ${held || 'غير منشور'}. يلزم تطبيق العناية الواجبة المعززة: التحقق من الهوية ومصدر الأموال ومصدر الثروة؛ هذه ليست مطابقة عقوبات.`,
  };
}

function describePosition(position: PepPositionDto): string {
  const dates = `${position.startDate ?? '…'}–${position.endDate ?? ''}`;
  const where = [position.body, position.country].filter(Boolean).join(', ');
  return `${position.role}${where ? `, ${where}` : ''} (${dates})`;
}
