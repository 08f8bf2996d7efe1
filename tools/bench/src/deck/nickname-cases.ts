import type { Generate } from './deck-candidate';
import { DECK_NICKNAMES } from './nickname-table';
import { bare, canonicalTokens, latinQuery, matchCase } from './name-tools';
import { isPatronymic } from './slavic-names';

/**
 * The given name replaced by a pet form ("Dmitriy" -> "Dima"); a patronymic is dropped two times in five, as
 * people introducing themselves by a pet name rarely add it.
 */
export const nicknameCase: Generate = (c, rng) => {
  const parts = canonicalTokens(c.name, c.entity);
  if (c.entity.type !== 'individual' || parts.length < 2) return undefined;
  const forms = DECK_NICKNAMES[bare(parts[0] ?? '')];
  if (!forms) return undefined;
  const pet = rng.pick(forms);
  let out = [matchCase(parts[0] ?? '', pet), ...parts.slice(1)];
  let note = `${parts[0] ?? ''} -> ${pet}`;
  const patronymic = out.findIndex((t, i) => i > 0 && i < out.length - 1 && isPatronymic(t));
  if (patronymic > 0 && rng.next() < 0.4) {
    note += `, dropped ${out[patronymic] ?? ''}`;
    out = out.filter((_, i) => i !== patronymic);
  }
  return { query: latinQuery(out, c.entity), note };
};
