import { describe, expect, it } from 'vitest';
import { latinSkeleton } from './latin-skeleton';
import { normalizeArabicText } from './normalize-arabic';
import { VARIANT_GROUPS, arabicVariantGroup, latinVariantGroup } from './variant-groups';

describe('latinVariantGroup', () => {
  it.each([
    ['muhammad', ['mohammed', 'muhammad', 'mohamed', 'mohamad', 'mohammad', 'muhammed']],
    ['ahmad', ['ahmed', 'ahmad']],
    ['husayn', ['hussein', 'husayn', 'hussain', 'husein']],
    ['osama', ['osama', 'usama']],
    ['yusuf', ['yusuf', 'youssef', 'yousef', 'yousif']],
    ['qadhafi', ['qaddafi', 'gaddafi', 'kadhafi', 'gadhafi', 'qadhafi']],
    ['abd', ['abdul', 'abd', 'abdel', 'abdal', 'abdol']],
    ['bin', ['bin', 'ibn', 'ben', 'bn']],
    ['abu', ['abu', 'abou', 'abo']],
    ['al', ['al', 'el', 'ul']],
    ['abdulrahman', ['abdulrahman', 'abdelrahman', 'abdurrahman', 'abd-al-rahman', 'abdulrahmaan']],
    ['hasan', ['hasan', 'hassan']],
    ['said', ['said', 'saeed', 'sayed']],
    ['khalid', ['khalid', 'khaled']],
    ['umar', ['omar', 'umar']],
    ['uthman', ['othman', 'uthman', 'osman']],
    ['abdullah', ['abdullah', 'abdallah']],
    ['ibrahim', ['ibrahim', 'ebrahim']],
    ['ismail', ['ismail', 'ismael']],
    ['jamal', ['jamal', 'gamal']],
    ['jafar', ['jaafar', 'jafar']],
    ['abdulqadir', ['abdelkader', 'abdulqadir', 'abdul-qadir']],
    ['saladin', ['salahuddin', 'salaheddine', 'salah-al-din']],
    ['saifullah', ['saifullah', 'sayfallah']],
  ])('%s', (id, spellings) => {
    for (const spelling of spellings)
      expect({ spelling, group: latinVariantGroup(spelling) }).toEqual({ spelling, group: id });
  });

  it('gives uncurated abd compounds one key from the skeleton of their second part', () => {
    const key = latinVariantGroup('abdeljalil');
    expect(key).toBe('abd+kl');
    expect(latinVariantGroup('abduljaleel')).toBe(key);
    expect(latinVariantGroup('abd-al-jalil')).toBe(key);
  });

  it.each(['smith', 'putin', 'mohammedan', 'abdomen', ''])('%s has no group', (token) => {
    expect(latinVariantGroup(token)).toBeUndefined();
  });
});

describe('curated data', () => {
  it('holds a couple of hundred groups with unique ids and Latin forms', () => {
    expect(VARIANT_GROUPS.length).toBeGreaterThanOrEqual(250);
    expect(new Set(VARIANT_GROUPS.map((group) => group.id)).size).toBe(VARIANT_GROUPS.length);
    const owners = new Map<string, string>();
    for (const group of VARIANT_GROUPS) {
      for (const form of group.latin) {
        expect({ form, owner: owners.get(form) ?? group.id }).toEqual({ form, owner: group.id });
        owners.set(form, group.id);
        expect(form).toMatch(/^[a-z]+$/u);
      }
    }
  });

  it('stores Arabic forms already normalised, each in one group', () => {
    const seen = new Set<string>();
    for (const group of VARIANT_GROUPS) {
      for (const form of group.arabic) {
        expect({ form, normalised: normalizeArabicText(form) }).toEqual({ form, normalised: form });
        expect({ form, duplicate: seen.has(form) }).toEqual({ form, duplicate: false });
        seen.add(form);
      }
    }
    expect(arabicVariantGroup('محمد')?.id).toBe('muhammad');
  });

  it('keeps most Latin forms of a group on one skeleton key (data sanity)', () => {
    let agreeing = 0;
    let total = 0;
    for (const group of VARIANT_GROUPS) {
      const first = group.latin[0] ?? '';
      for (const form of group.latin) {
        total += 1;
        if (latinSkeleton(form) === latinSkeleton(first)) agreeing += 1;
      }
    }
    console.log(
      `variant groups: ${VARIANT_GROUPS.length} groups, ${total} Latin forms, ${((agreeing / total) * 100).toFixed(1)} % share their group's first skeleton`,
    );
    expect(agreeing / total).toBeGreaterThanOrEqual(0.85);
  });
});
