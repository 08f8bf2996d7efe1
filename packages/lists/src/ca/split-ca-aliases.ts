import { balanceBrackets } from '../common/balance-brackets';

/** A piece that is only a company form belongs to the name before it ("Acme, LLC"). */
const LEGAL_FORM_ONLY =
  /^(?:LLC|JSC|OJSC|CJSC|PJSC|Ltd\.?|Limited|Inc\.?|Co\.?|Corp\.?|S\.A\.?|АО\)?|ООО|ОАО|ПАО|ЗАО)$/i;
/** "Russian: ", "Belarusian : ", "(Arabic:" label in front of the names written in that language. */
const LANGUAGE_LABEL = /(?:^|[\s(])[A-Z][a-z]+\s*:\s*/;
/** A connective the list writes between variants: "or Alexandr ...", "also Andrey ...". */
const CONNECTIVE = /^(?:or|also)\s+/i;

/**
 * Splits the Canadian list's one free-text `Aliases` field into names. The field joins names with
 * ",", ";" or a spaced "/" and labels script variants ("Belarusian: ...; Russian: ..."); the
 * labels and connectives are dropped, each name is otherwise kept as published.
 */
export function splitCaAliases(text: string | undefined): string[] {
  if (text === undefined) return [];
  const pieces = text
    .split(/[;,]|\s*\/\s+|\s+\/\s*/)
    .flatMap((piece) => piece.split(LANGUAGE_LABEL))
    .map((piece) => balanceBrackets(piece.replace(/\s+/g, ' ').trim().replace(CONNECTIVE, '')));
  const names: string[] = [];
  for (const piece of pieces) {
    const previous = names.at(-1);
    if (piece === '') continue;
    if (LEGAL_FORM_ONLY.test(piece) && previous !== undefined) {
      names[names.length - 1] = `${previous}, ${piece}`;
    } else if (!names.includes(piece)) {
      names.push(piece);
    }
  }
  return names;
}
