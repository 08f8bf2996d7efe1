import { describe, expect, it } from 'vitest';
import { describeEquivalence, GIVEN_NAME_GROUPS, nameEquivalents } from './name-equivalents';
import { foldLegalForms } from './legal-forms';
import { normalizeName } from './normalize-name';
import { romanisationKeys } from './romanisation-keys';
import { cyrillicToLatin } from './cyrillic';

describe('Cyrillic romanisation (iuliia BGN/PCGN; Ukrainian and Belarusian national tables)', () => {
  it.each([
    ['Александр Дмитриевич Жуков', 'Aleksandr Dmitriyevich Zhukov'],
    ['Фёдоров Юрий', 'Fedorov Yuriy'],
    ['Ігор Олексійович', 'Ihor Oleksiyovych'],
    ['Аляксандр Лукашэнка', 'Alyaksandr Lukashenka'],
    ['Latin stays', 'Latin stays'],
  ])('%s -> %s', (cyrillic, latin) => {
    expect(cyrillicToLatin(cyrillic)).toBe(latin);
  });

  it('normalises Cyrillic names to the Latin tokens of the lists', () => {
    expect(normalizeName('ЖУКОВ, Александр')).toEqual(['zhukov', 'aleksandr']);
  });
});

describe('romanisation keys: one Cyrillic reading shared across standards', () => {
  it.each([
    ['savchenko', 'sawtschenko'],
    ['yury', 'iurii'],
    ['yevgeniy', 'jewgeni'],
    ['zhukov', 'joukoff'],
    ['sergeyevich', 'sergeevich'],
    ['volodymyr', 'volodimir'],
    ['stepanovich', 'stepanowitsch'],
    // GOST 7.79-B: x for х, cz for ц, shh for щ.
    ['zakhar', 'zaxar'],
    ['mikhail', 'mixail'],
    ['tsvetkov', 'czvetkov'],
    ['khrushchev', 'xrushhev'],
  ])('%s and %s share a key', (a, b) => {
    expect(romanisationKeys(a).some((key) => romanisationKeys(b).includes(key))).toBe(true);
  });

  it.each([
    ['ivanov', 'ivanova'],
    ['petrov', 'petrenko'],
    ['abu', 'abo'],
    ['zakhar', 'zaxarov'],
  ])('%s and %s do not', (a, b) => {
    expect(romanisationKeys(a).some((key) => romanisationKeys(b).includes(key))).toBe(false);
  });
});

describe('given-name groups and Korean family names', () => {
  it('has unique canonical ids and no particle among the short forms', () => {
    const ids = GIVEN_NAME_GROUPS.map((g) => g.canonical);
    expect(new Set(ids).size).toBe(ids.length);
    const short = GIVEN_NAME_GROUPS.flatMap((g) => g.short);
    for (const particle of ['al', 'el', 'ben', 'bin', 'abu', 'ed'])
      expect(short).not.toContain(particle);
  });

  it.each([
    ['sasha', 'aleksandr', 'shortForm'],
    ['sasha', 'aleksandra', 'shortForm'],
    ['dima', 'dmitriy', 'shortForm'],
    ['alex', 'alexander', 'shortForm'],
    ['alex', 'aleksey', 'shortForm'],
    ['rusik', 'ruslan', 'shortForm'],
    ['pepe', 'jose', 'shortForm'],
    ['alexander', 'oleksandr', 'spelling'],
    ['lee', 'ri', 'korean'],
    ['park', 'pak', 'korean'],
  ] as const)('%s / %s: %s', (a, b, kind) => {
    expect(describeEquivalence(a, b)).toBe(kind);
  });

  it('keeps full names that share a short form apart', () => {
    // Slava is short for Vyacheslav and for Yaroslav; the two full names are different people's names.
    expect(describeEquivalence('vyacheslav', 'yaroslav')).toBeUndefined();
    // Since R4.20 names.csv gives Smith its one pet form (Smitty); Smith still meets no other given name.
    expect(nameEquivalents('smith').filter((key) => key.startsWith('n:'))).toEqual(['n:smith']);
    expect(describeEquivalence('smith', 'john')).toBeUndefined();
  });
});

describe('legal forms', () => {
  it.each([
    ['m invest obshchestvo s ogranichennoy otvetstvennostyu', 'm invest ooo'],
    ['dena tankers free zone establishment', 'dena tankers fze'],
    ['gazprom public joint stock company', 'gazprom pjsc'],
    ['jointstock company ratep', 'jsc ratep'],
    ['comercial sociedad anonima de capital variable', 'comercial sa de cv'],
    ['public security bureau', 'public security bureau'],
  ])('%s -> %s', (input, output) => {
    expect(foldLegalForms(input.split(' ')).join(' ')).toBe(output);
  });

  it('romanises a Cyrillic legal form: ПАО GAZPROM is pao gazprom', () => {
    expect(normalizeName('ПАО GAZPROM')).toEqual(['pao', 'gazprom']);
  });
});
