import type { Prng } from './prng';
import type { Treated } from './latin-treatments';
import { bare, matchCase } from './name-tools';

/**
 * Romanisations of the same Arabic name seen across lists and payment messages (research 4.1):
 * any member of a group may be written for any other.
 */
const VARIANT_GROUPS: readonly (readonly string[])[] = [
  ['mohammed', 'muhammad', 'mohamed', 'mohammad', 'muhammed', 'mohamad', 'mahomed'],
  ['ahmed', 'ahmad', 'ahmet'],
  ['hussein', 'husain', 'hussain', 'husayn', 'hossein', 'husein'],
  ['hassan', 'hasan', 'hassen'],
  ['osama', 'usama', 'ussama'],
  ['yusuf', 'youssef', 'yousef', 'yusef', 'youssouf'],
  ['abdullah', 'abdallah', 'abdulla', 'abdellah'],
  ['abdul', 'abdel', 'abdal', 'abdoul'],
  ['omar', 'umar', 'omer'],
  ['othman', 'uthman', 'osman', 'usman'],
  ['khalid', 'khaled', 'khalled'],
  ['mahmoud', 'mahmud', 'mahmood'],
  ['mustafa', 'mostafa', 'moustafa', 'mustapha'],
  ['said', 'saeed', 'saied', 'sayed'],
  ['ibrahim', 'ebrahim', 'ibraheem', 'brahim'],
  ['ismail', 'ismael', 'esmail', 'ismaeel'],
  ['abu', 'abou', 'abo'],
  ['bin', 'ibn', 'ben'],
  ['al', 'el'],
  ['jamal', 'gamal', 'djamal'],
  ['qasim', 'kasim', 'qassem', 'kassem', 'qasem'],
  ['faisal', 'faysal', 'feisal'],
  ['hamid', 'hameed', 'hamed'],
  ['rashid', 'rasheed', 'rachid'],
  ['nasser', 'nasir', 'naser', 'nassir'],
  ['salih', 'saleh', 'salah'],
  ['sulaiman', 'sulayman', 'suleiman', 'soleiman', 'slimane'],
  ['yahya', 'yahia', 'yehia'],
  ['zakaria', 'zakariya', 'zakariyya'],
  ['qadhafi', 'gaddafi', 'kadhafi', 'qaddafi'],
  ['abdulrahman', 'abdelrahman', 'abdurrahman', 'abdalrahman'],
  ['rahman', 'rahmane', 'rehman'],
  ['karim', 'kareem', 'kerim'],
  ['ali', 'aly'],
  ['mansour', 'mansur', 'mansoor'],
  ['nour', 'nur', 'noor'],
  ['yasin', 'yassin', 'yaseen', 'yassine'],
  ['hajji', 'haji', 'hadji'],
  ['zubair', 'zubayr', 'zoubeir'],
  ['tariq', 'tarek', 'tarik', 'tareq'],
  ['walid', 'waleed', 'oualid'],
  ['jaber', 'jabir', 'gaber'],
  ['abbas', 'abas'],
  ['aziz', 'azeez'],
  ['majid', 'majeed', 'magid'],
  ['sadiq', 'sadek', 'sadik', 'sadeq'],
  ['habib', 'habeeb'],
];

/** Character-level romanisation alternations (vowels, q/k, dh/z, ou/u, ai/ay, -ah/-a, j/dj, doubled letters). */
const CHAR_RULES: readonly { from: RegExp; to: string; note: string }[] = [
  { from: /ou/, to: 'u', note: 'ou->u' },
  { from: /(?<=\p{L})u(?=\p{L})/u, to: 'ou', note: 'u->ou' },
  { from: /oo/, to: 'u', note: 'oo->u' },
  { from: /ee/, to: 'i', note: 'ee->i' },
  { from: /q/, to: 'k', note: 'q->k' },
  { from: /k(?!h)/, to: 'q', note: 'k->q' },
  { from: /dh/, to: 'z', note: 'dh->z' },
  { from: /dh/, to: 'd', note: 'dh->d' },
  { from: /^j/, to: 'dj', note: 'j->dj' },
  { from: /ai/, to: 'ay', note: 'ai->ay' },
  { from: /ay/, to: 'ai', note: 'ay->ai' },
  { from: /ei/, to: 'ay', note: 'ei->ay' },
  { from: /ah$/, to: 'a', note: '-ah->-a' },
  { from: /(?<=[^aeiou])a$/, to: 'ah', note: '-a->-ah' },
  { from: /(\p{L})\1/u, to: '$1', note: 'double->single' },
  { from: /(?<=[aeiou])([bdfjklmnrstz])(?=[aeiou])/, to: '$1$1', note: 'single->double' },
  { from: /(?<=\p{L})e(?=\p{L})/u, to: 'a', note: 'e->a' },
  { from: /(?<=\p{L})a(?=[^aeiou]\p{L})/u, to: 'e', note: 'a->e' },
  { from: /(?<=\p{L})i(?=\p{L})/u, to: 'e', note: 'i->e' },
  { from: /(?<=\p{L})o(?=\p{L})/u, to: 'u', note: 'o->u' },
  { from: /kh/, to: 'h', note: 'kh->h' },
  { from: /gh/, to: 'g', note: 'gh->g' },
];

const GROUP_OF = new Map<string, readonly string[]>();
for (const group of VARIANT_GROUPS)
  for (const form of group) if (!GROUP_OF.has(form)) GROUP_OF.set(form, group);

/** True when a token belongs to a known romanisation group (a hint that the name is Arabic). */
export function hasArabicNameToken(parts: readonly string[]): boolean {
  return parts.some((t) => GROUP_OF.has(bare(t)) && bare(t).length > 3);
}

/** Rewrites one or two tokens the way another romanisation would (research 7.9 #11). */
export function treatLatinTransliteration(
  parts: readonly string[],
  rng: Prng,
): Treated | undefined {
  const out = [...parts];
  const notes: string[] = [];
  const edits = rng.next() < 0.3 ? 2 : 1;
  for (const index of rng.shuffle(parts.map((_, i) => i))) {
    if (notes.length >= edits) break;
    const token = out[index] ?? '';
    const rewritten = rewriteToken(token, rng);
    if (rewritten) {
      out[index] = rewritten.token;
      notes.push(`${token}->${rewritten.token} (${rewritten.note})`);
    }
  }
  return notes.length > 0 ? { parts: out, note: notes.join(', ') } : undefined;
}

function rewriteToken(token: string, rng: Prng): { token: string; note: string } | undefined {
  const hyphen = token.indexOf('-');
  const head = hyphen > 0 ? token.slice(0, hyphen + 1) : '';
  if (/^(al|el)-$/i.test(head) && rng.next() < 0.3) {
    const article = head.toLowerCase() === 'al-' ? 'el-' : 'al-';
    return { token: `${matchCase(head, article)}${token.slice(hyphen + 1)}`, note: 'al-/el-' };
  }
  const word = hyphen > 0 ? token.slice(hyphen + 1) : token;
  const lower = word.toLowerCase();
  if (!/^\p{L}{3,}$/u.test(word)) return undefined;
  const group = GROUP_OF.get(lower);
  if (group && rng.next() < 0.7) {
    const others = group.filter((f) => f !== lower);
    const form = rng.pick(others);
    return { token: `${head}${matchCase(word, form)}`, note: 'variant' };
  }
  for (const rule of rng.shuffle(CHAR_RULES)) {
    if (!rule.from.test(lower)) continue;
    const next = lower.replace(rule.from, rule.to);
    if (next !== lower && bare(next).length >= 3) {
      return { token: `${head}${matchCase(word, next)}`, note: rule.note };
    }
  }
  return undefined;
}
