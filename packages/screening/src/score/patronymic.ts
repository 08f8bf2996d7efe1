/**
 * R11.1: East Slavic (and Armenian, Tatar, Kazakh names listed in the Russian form) patronymic endings: the father's
 * name with -ovich / -evich / -ovna / -evna (Ukrainian -ovych / -ivna, Russian -ichna). Seven letters at least, so that a
 * short name ending so (there is none in the lists' Latin vocabulary below that length) is not read as one.
 */
const PATRONYMIC = /(?:ovich|evich|ovych|evych|ovna|evna|ivna|ichna)$/u;
const SHORTEST_PATRONYMIC = 7;

export function isPatronymic(text: string): boolean {
  return text.length >= SHORTEST_PATRONYMIC && PATRONYMIC.test(text);
}

/**
 * R11.1: a listed name part left without a counterpart that says "a part of the listed person's own": not a
 * patronymic, which the given and family name of the same person are written without in every other language
 * (Maxim IVANOV for Maxim Evgenievich IVANOV). R4.40, R5.20 and R6.4 read a listed part left over as a sign of
 * another person; a left-out patronymic is not one. `patronymicsCount` restores the reading before R11.1, so that
 * the explanation can tell whether R11.1 made the difference.
 */
export function isLeftOverOfItsOwn(text: string, patronymicsCount: boolean): boolean {
  return patronymicsCount || !isPatronymic(text);
}
