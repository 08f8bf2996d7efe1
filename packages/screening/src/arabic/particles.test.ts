import { describe, expect, it } from 'vitest';
import { splitArabicParticle } from './particles';

describe('splitArabicParticle', () => {
  it.each([
    ['article', 'الظواهري', { particle: 'ال', stem: 'ظواهري' }],
    ['article before a sun letter', 'الرحمن', { particle: 'ال', stem: 'رحمن' }],
    ['and + article', 'والتجاره', { particle: 'وال', stem: 'تجاره' }],
    ['with + article', 'بالحسن', { particle: 'بال', stem: 'حسن' }],
    ['for + article', 'للتجاره', { particle: 'لل', stem: 'تجاره' }],
    ['standalone ibn', 'ابن', { particle: 'ابن', stem: '' }],
    ['standalone bin', 'بن', { particle: 'بن', stem: '' }],
    ['standalone bint', 'بنت', { particle: 'بنت', stem: '' }],
    ['standalone abu', 'ابو', { particle: 'ابو', stem: '' }],
    ['joined abu', 'ابوبكر', { particle: 'ابو', stem: 'بكر' }],
    ['abd compound kept whole', 'عبدالرحمن', { stem: 'عبدالرحمن', compoundHead: 'عبد' }],
    ['standalone abd', 'عبد', { stem: 'عبد', compoundHead: 'عبد' }],
    ['Abduh is a name, not a compound', 'عبده', { stem: 'عبده' }],
    ['Allah is not article + stem', 'الله', { stem: 'الله' }],
    ['Ilyas is not article + stem', 'الياس', { stem: 'الياس' }],
    ['Wali is not and + article', 'والي', { stem: 'والي' }],
    ['short and + article kept', 'والد', { stem: 'والد' }],
    ['Bandar keeps its ب', 'بندر', { stem: 'بندر' }],
    ['plain name', 'محمد', { stem: 'محمد' }],
  ])('%s: %s', (_name, token, expected) => {
    expect(splitArabicParticle(token)).toEqual(expected);
  });
});
