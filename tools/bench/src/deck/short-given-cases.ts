import { NICKNAMES_CSV_SHORT_NAMES, WIKTIONARY_SHORT_NAMES } from '@sanctions/screening';
import type { Generate } from './deck-candidate';
import { bare, canonicalTokens, latinQuery, matchCase } from './name-tools';
import { isPatronymic } from './slavic-names';

/** Full given name -> its short forms, from the sourced tables (Wiktionary, names.csv) the engine ships. */
function sourcedShortForms(): ReadonlyMap<string, readonly string[]> {
  const out = new Map<string, string[]>();
  for (const table of [WIKTIONARY_SHORT_NAMES, NICKNAMES_CSV_SHORT_NAMES])
    for (const lines of Object.values(table))
      for (const line of lines) {
        const [full = '', shorts = ''] = line.split('|');
        const forms = out.get(full) ?? [];
        for (const short of shorts.split(' '))
          if (short !== '' && !forms.includes(short)) forms.push(short);
        out.set(full, forms);
      }
  return out;
}

const SHORT_FORMS = sourcedShortForms();
/** At most this many cases per full name, so that a frequent name (Ali, Muhammad) does not fill the category. */
const PER_FULL_NAME = 5;

/**
 * Round 4 (issue 22 item 3): a listed person's given name replaced by a short form from the sourced tables
 * (Maximilian -> Max, Francisco -> Paco, William -> Bill), the listed surname kept; a patronymic is dropped two
 * times in five; at most five cases per full name. Unlike `nickname` (the deck's own hand table), the forms come from the public tables.
 */
export function shortGivenCase(): Generate {
  // A fresh count per deck build, so that building twice gives the same deck.
  const used = new Map<string, number>();
  return (c, rng) => {
    const parts = canonicalTokens(c.name, c.entity);
    if (c.entity.type !== 'individual' || parts.length < 2) return undefined;
    const full = bare(parts[0] ?? '');
    const forms = SHORT_FORMS.get(full);
    if (!forms || forms.length === 0 || (used.get(full) ?? 0) >= PER_FULL_NAME) return undefined;
    used.set(full, (used.get(full) ?? 0) + 1);
    const short = rng.pick(forms);
    let out = [matchCase(parts[0] ?? '', short), ...parts.slice(1)];
    let note = `${parts[0] ?? ''} -> ${short}`;
    const patronymic = out.findIndex((t, i) => i > 0 && i < out.length - 1 && isPatronymic(t));
    if (patronymic > 0 && rng.next() < 0.4) {
      note += `, dropped ${out[patronymic] ?? ''}`;
      out = out.filter((_, i) => i !== patronymic);
    }
    return { query: latinQuery(out, c.entity), note };
  };
}
