import type { Generate } from './deck-candidate';
import { DECK_LEGAL_FORMS } from './legal-form-table';
import { baselineNormalise } from '../baseline/baseline-normalise';
import { latinQuery } from './name-tools';

const FORMS = DECK_LEGAL_FORMS.flatMap((group) =>
  group.map((spelling) => ({ spelling, key: baselineNormalise(spelling), group })),
).sort((a, b) => b.key.length - a.key.length);

/** The legal form at the end (after an optional comma) or at the start of an entity name. */
function findForm(name: string) {
  const plain = baselineNormalise(name);
  for (const form of FORMS) {
    if (plain.endsWith(` ${form.key}`)) {
      const rest = name.trim().split(/\s+/);
      const cut = form.key.split(' ').length;
      const stem = rest
        .slice(0, rest.length - cut)
        .join(' ')
        .replace(/[,\s]+$/, '');
      return { form, stem, at: 'end' as const };
    }
    if (plain.startsWith(`${form.key} `)) {
      const rest = name.trim().split(/\s+/);
      const stem = rest.slice(form.key.split(' ').length).join(' ');
      return { form, stem, at: 'start' as const };
    }
  }
  return undefined;
}

/**
 * The listed entity name with its legal form abbreviated, expanded, translated or transliterated (another member
 * of its group), or dropped one time in four. The distinctive words stay: the engine must not need the form.
 */
export const legalFormCase: Generate = (c, rng) => {
  if (c.entity.type !== 'entity' || c.name.script !== 'latin') return undefined;
  // A form inside quotes ("'UNITED COMPANY RUSAL'") is part of the name, not the entity's legal form.
  if (/['"»”)]$/.test(c.name.full.trim())) return undefined;
  const found = findForm(c.name.full);
  // "COMPANY" alone at the end is often part of the name itself; only whole-name stems of 1+ words.
  if (!found || found.stem.replace(/[^\p{L}\d]/gu, '').length < 3) return undefined;
  const others = found.form.group.filter((s) => baselineNormalise(s) !== found.form.key);
  const drop = rng.next() < 0.25 || others.length === 0;
  const replacement = drop ? '' : rng.pick(others);
  const text = drop
    ? found.stem
    : found.at === 'end'
      ? `${found.stem}${rng.next() < 0.5 ? ',' : ''} ${replacement}`
      : `${replacement} ${found.stem}`;
  return {
    query: latinQuery([text], c.entity),
    note: drop ? `dropped ${found.form.spelling}` : `${found.form.spelling} -> ${replacement}`,
  };
};
