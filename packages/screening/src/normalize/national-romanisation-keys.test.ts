import { describe, expect, it } from 'vitest';
import { romanisationKeys } from './romanisation-keys';

const share = (a: string, b: string) =>
  romanisationKeys(a).some((key) => romanisationKeys(b).includes(key));

/** ADR 002 R4.31: the national romanisations of a Russian name read back to the key of its BGN spelling. */
describe('national romanisations of Cyrillic (R4.31)', () => {
  it.each([
    // German: voiced s and sch (з, ж), -ow / -ew, Tsch-, J-.
    ['zakharov', 'sacharow', 'German'],
    ['gadzhiev', 'gadschijew', 'German'],
    ['chernov', 'tschernow', 'German'],
    ['sergeyev', 'sergejew', 'German'],
    ['yevgeniy', 'jewgeni', 'German'],
    // Polish: ie / ia after a consonant, cz, sz, w, c for ц.
    ['sergey', 'siergiej', 'Polish'],
    ['chernov', 'czernow', 'Polish'],
    ['aleksey', 'alieksiej', 'Polish'],
    ['morenets', 'morieniec', 'Polish'],
    ['shapsha', 'szapsza', 'Polish'],
    // Czech, háčeks folded (Černov -> cernov): c for č, j for й.
    ['chernov', 'cernov', 'Czech'],
    ['yevgeniy', 'jevgenij', 'Czech'],
    // French and Spanish: gu before e / i; Spanish j for х.
    ['yevgeniy', 'evgueni', 'French'],
    ['yevgeniy', 'yevgueni', 'Spanish'],
    ['kharitonov', 'jaritonov', 'Spanish'],
    ['mikhaylovich', 'mijailovich', 'Spanish'],
  ])('%s and %s share a key (%s)', (a, b) => {
    expect(share(a, b)).toBe(true);
  });

  it.each([
    ['ivanov', 'ivanova'],
    ['petrov', 'petrenko'],
    ['sergeyev', 'sergeyeva'],
    ['chernov', 'chernykh'],
    ['guseinov', 'geinov'],
  ])('%s and %s stay apart', (a, b) => {
    expect(share(a, b)).toBe(false);
  });
});
