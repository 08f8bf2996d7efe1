/**
 * Script-level normalisation of Arabic-script text (Arabic, Persian, Urdu, Pashto), so that the
 * same name typed on different keyboards, with or without vowel marks, yields the same tokens.
 */

const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;

/**
 * True when `text` holds at least one character of the Unicode Arabic blocks
 * (U+0600–06FF, 0750–077F, 08A0–08FF, FB50–FDFF, FE70–FEFF), i.e. Arabic, Persian, Pashto or Urdu.
 * @example hasArabicScript('محمد علي') // true
 * @example hasArabicScript('Mohamed Ali') // false
 */
export function hasArabicScript(text: string): boolean {
  return ARABIC_SCRIPT.test(text);
}

// Harakat and Quranic annotation marks carry vowels/recitation only; names are written without them.
const MARKS =
  /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED\u08D3-\u08FF]/gu;
// Zero-width and bidi controls (incl. the Persian ZWNJ and the Arabic letter mark) split nothing visible.
const INVISIBLE = /[\u00AD\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/gu;
const TATWEEL = /\u0640/gu;

/**
 * Letter unification. Persian/Urdu/Pashto letters are folded onto the Arabic letter an Arabic
 * writer uses for the same sound, so a Persian-keyboard name meets its Arabic-keyboard twin
 * (گ→ك, پ→ب, ژ→ز follow the usual Arabic rendering of Persian names).
 * R7.1: چ is kept. Its Latin spelling is ch (Chaharmahali), a different consonant class from the j of ج;
 * folded, the Persian word lost the key that meets its Latin form. Where a ج spelling of the same word
 * must still meet it, `foldCheh` gives the folded form (token keys, exact names, Arabic-Arabic compare).
 */
// prettier-ignore
const LETTER_MAP: Readonly<Record<string, string>> = {
  أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ٲ: 'ا', ٳ: 'ا', ٵ: 'ا', ى: 'ي', ی: 'ي', ې: 'ي', ۍ: 'ي', ے: 'ي',
  ۓ: 'ي', ئ: 'ي', ٸ: 'ي', ة: 'ه', ۀ: 'ه', ہ: 'ه', ۂ: 'ه', ۃ: 'ه', ھ: 'ه', ە: 'ه', ؤ: 'و', ٶ: 'و',
  ٷ: 'و', ۇ: 'و', ۆ: 'و', ۈ: 'و', ۋ: 'و', ۄ: 'و', ۅ: 'و', ۏ: 'و', ک: 'ك', ڪ: 'ك', ګ: 'ك', گ: 'ك',
  ڭ: 'ك', ڳ: 'ك', ڱ: 'ك', پ: 'ب', ٻ: 'ب', ڀ: 'ب', ڃ: 'ج', ڄ: 'ج', ځ: 'ج', ژ: 'ز', ږ: 'ز',
  ڙ: 'ز', ٹ: 'ت', ټ: 'ت', ٺ: 'ت', ٽ: 'ت', ڈ: 'د', ډ: 'د', ڌ: 'د', ڍ: 'د', ڑ: 'ر', ړ: 'ر', ں: 'ن',
  ڼ: 'ن', ڻ: 'ن', ښ: 'ش', څ: 'س', ڤ: 'ف', ڥ: 'ف', ڨ: 'ق', ۑ: 'ي',
};

const HAMZA = /\u0621/gu;
const CHEH = /\u0686/gu;

/**
 * R7.1: the normalised form with the Persian چ written ج, as an Arabic writer spells it: the key under which
 * a چ spelling and a ج spelling of one name meet. Returns the text itself when it has no چ.
 * @example foldCheh('چهارمحالي') // 'جهارمحالي'
 */
export function foldCheh(text: string): string {
  return text.includes('\u0686') ? text.replace(CHEH, 'ج') : text;
}

function mapDigit(ch: string): string | undefined {
  const code = ch.codePointAt(0) ?? 0;
  if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660);
  if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0);
  return undefined;
}

/**
 * Arabic-script text → normalised, space-separated tokens (Latin letters in the text are lowercased and kept).
 *
 * - NFKC (presentation forms FB50–FEFF and ligatures such as ﷲ become base letters);
 * - removes harakat U+064B–065F, superscript alef U+0670, Quranic marks, tatweel U+0640, zero-width/bidi controls;
 * - unifies أ إ آ ٱ → ا, ى → ي, ة → ه, ؤ → و, ئ → ي; drops standalone hamza ء (علاء → علا, as Latin "Alaa" drops it too);
 * - Persian/Urdu/Pashto: ی → ي, ک → ك, گ → ك, پ → ب, ژ → ز (چ kept, R7.1), ٹ → ت, ڈ → د, ڑ → ر, ہ/ھ/ۀ → ه ...;
 * - Arabic-Indic and Extended Arabic-Indic digits → ASCII 0–9;
 * - punctuation of any script (، ؛ ؟ « » - . ' ...) → space; whitespace collapsed.
 *
 * @example normalizeArabicText('أُسَامَة بْنُ لَادِن') // 'اسامه بن لادن'
 * @example normalizeArabicText('عبـــد الله، ٢٠٢٤') // 'عبد الله 2024'
 * @example normalizeArabicText('محمد یوسف') // 'محمد يوسف'
 */
export function normalizeArabicText(text: string): string {
  const cleaned = text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(TATWEEL, '')
    .replace(MARKS, '');
  let out = '';
  for (const ch of cleaned) {
    const mapped = LETTER_MAP[ch] ?? mapDigit(ch);
    if (mapped !== undefined) {
      out += mapped;
    } else if (/[\p{L}\p{N}]/u.test(ch)) {
      out += ch.toLowerCase();
    } else if (/\p{M}/u.test(ch)) {
      // Remaining combining marks (e.g. on Latin letters after NFKC) carry no letter identity here.
      continue;
    } else {
      out += ' ';
    }
  }
  return out.replace(HAMZA, '').replace(/\s+/gu, ' ').trim();
}
