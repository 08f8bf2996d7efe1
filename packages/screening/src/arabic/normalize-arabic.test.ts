import { describe, expect, it } from 'vitest';
import { hasArabicScript, normalizeArabicText } from './normalize-arabic';

describe('hasArabicScript', () => {
  it.each([
    ['محمد علي', true],
    ['Mohamed Ali', false],
    ['Mohamed علي', true],
    ['ایوب بشیر', true], // Persian letters
    ['ﻣﺤﻤﺪ', true], // presentation forms
    ['Владимир', false],
    ['', false],
  ])('%s → %s', (text, expected) => {
    expect(hasArabicScript(text)).toBe(expected);
  });
});

describe('normalizeArabicText', () => {
  it.each([
    ['harakat', 'مُحَمَّدٌ', 'محمد'],
    ['superscript alef', 'رَحْمٰن', 'رحمن'],
    ['tatweel', 'عبـــد', 'عبد'],
    ['alef with hamza above', 'أحمد', 'احمد'],
    ['alef with hamza below', 'إبراهيم', 'ابراهيم'],
    ['alef madda', 'آمنة', 'امنه'],
    ['alef wasla', 'ٱلله', 'الله'],
    ['alef maqsura', 'موسى', 'موسي'],
    ['taa marbuta', 'فاطمة', 'فاطمه'],
    ['waw with hamza', 'مؤمن', 'مومن'],
    ['yaa with hamza', 'وائل', 'وايل'],
    ['standalone hamza dropped', 'علاء', 'علا'],
    ['Persian yeh and keheh', 'ابراهیم البکر', 'ابراهيم البكر'],
    ['Persian gaf', 'گل', 'كل'],
    ['Persian peh and jeh', 'پرویز ژاله', 'برويز زاله'],
    // R7.1: tcheh is kept (Latin ch, not the j of jeem); foldCheh gives the jeem spelling where both must meet.
    ['Persian tcheh kept', 'چمن', 'چمن'],
    ['Urdu heh goal and doachashmee', 'شاہ بھائی', 'شاه بهايي'],
    ['Arabic-Indic digits', '١٩٦١', '1961'],
    ['Extended Arabic-Indic digits', '۱۳۹۸', '1398'],
    ['Arabic comma and question mark', 'محمد، علي؟', 'محمد علي'],
    ['Latin punctuation', 'عبد-الله (أبو محمد)', 'عبد الله ابو محمد'],
    ['zero-width non-joiner and marks', 'عبد\u200Cالله\u200F', 'عبدالله'],
    ['presentation forms', 'ﻣﺤﻤﺪ', 'محمد'],
    ['ligature of Allah', 'عبد ﷲ', 'عبد الله'],
    ['whitespace collapsed', '  صدام   حسين\u00A0التكريتي ', 'صدام حسين التكريتي'],
    ['article is kept', 'الظواهري', 'الظواهري'],
    ['Latin kept lowercased', 'محمد ALI', 'محمد ali'],
  ])('%s: %s → %s', (_name, input, expected) => {
    expect(normalizeArabicText(input)).toBe(expected);
  });

  it('is idempotent', () => {
    const once = normalizeArabicText('أُسَامَة بْنُ مُحَمَّد بْنِ عَوَض بْنِ لَادِن');
    expect(once).toBe('اسامه بن محمد بن عوض بن لادن');
    expect(normalizeArabicText(once)).toBe(once);
  });
});
