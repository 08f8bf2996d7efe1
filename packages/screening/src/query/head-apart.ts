import { FOLDED_HEAD } from '../normalize/compounds';
import { tagLatinToken, TokenTag } from '../normalize/token-tags';

/** Shortest word read beside a compound head that the folding glued to it. */
const MIN_NEIGHBOUR = 3;

/**
 * R11.2: "Abdul SHAFIK" is folded to one compound, abdulshafik, which no list holds. The split reading of it needs
 * both halves to be words the lists hold, and is then tried only on listed names that hold a half as written, so a
 * family name typed otherwise than listed after the head of a compound given name written without its complement
 * ("Abdul SHAFIK" for ABDUL WAHED SHAFIQ, "Abdoul SHEHLAI" for Abdul Reza SHAHLAI) left nothing to compare: the listed
 * person scored 0 or was not returned at all, where "Abdul SHAFIQ" alerts high. This reads the head apart from the
 * word it was glued to, that word as typed, when the glued whole is unknown to the lists; the caller tries it on every
 * candidate. Returns the token texts of that reading and the word read apart, or undefined.
 */
export function headApartReading(
  texts: readonly string[],
  known: (text: string) => boolean,
): { texts: string[]; word: string } | undefined {
  for (const [index, text] of texts.entries()) {
    if (!text.startsWith(FOLDED_HEAD) || known(text)) continue;
    const rest = text.slice(FOLDED_HEAD.length);
    if (rest.length < MIN_NEIGHBOUR) continue;
    const tag = tagLatinToken(rest);
    if (tag === TokenTag.particle || tag === TokenTag.title) continue;
    const out = [...texts];
    out.splice(index, 1, FOLDED_HEAD, rest);
    return { texts: out, word: rest };
  }
  return undefined;
}
