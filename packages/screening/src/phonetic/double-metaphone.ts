/**
 * Double Metaphone (Lawrence Philips, 2000), written here to keep the engine dependency-free.
 * It is the cheap phonetic key that unifies Arabic-origin Latin variants: Mohammed/Muhammad (MHMT),
 * Qaddafi/Gaddafi (KTF), Hussein/Husayn (HSN), Osama/Usama (ASM). Codes are cut at 8 characters,
 * not the reference 4: with 4, any long name sharing a 4-consonant start collides
 * (Mohammad / Mohammadal), and names are short enough for the longer code.
 */

const MAX_LENGTH = 8;
const VOWELS = 'AEIOUY';
const SLAVO_GERMANIC_RE = /W|K|CZ|WITZ/;

/** Double Metaphone primary and alternate codes of a Latin token (`['', '']` for non-ASCII input). */
export function doubleMetaphone(token: string): [string, string] {
  const value = token.toUpperCase();
  if (!/^[A-Z]+$/.test(value)) return ['', ''];
  const length = value.length;
  const last = length - 1;
  const slavoGermanic = SLAVO_GERMANIC_RE.test(value);
  let primary = '';
  let secondary = '';
  let index = 0;

  const at = (i: number): string => (i >= 0 && i < length ? (value[i] ?? '') : '');
  const isVowel = (i: number): boolean => {
    const ch = at(i);
    return ch !== '' && VOWELS.includes(ch);
  };
  /** True when the substring at `start` equals one of `options`. */
  const sub = (start: number, len: number, ...options: string[]): boolean => {
    if (start < 0) return false;
    const part = value.slice(start, start + len);
    return options.includes(part);
  };
  const add = (main: string, alt: string = main): void => {
    primary += main;
    secondary += alt;
  };

  if (sub(0, 2, 'GN', 'KN', 'PN', 'WR', 'PS')) index += 1;
  if (at(0) === 'X') {
    add('S');
    index += 1;
  }

  while (index < length && (primary.length < MAX_LENGTH || secondary.length < MAX_LENGTH)) {
    const ch = at(index);
    switch (ch) {
      case 'A':
      case 'E':
      case 'I':
      case 'O':
      case 'U':
      case 'Y':
        if (index === 0) add('A');
        index += 1;
        break;
      case 'B':
        add('P');
        index += at(index + 1) === 'B' ? 2 : 1;
        break;
      case 'C':
        index = handleC(index);
        break;
      case 'D':
        if (sub(index, 2, 'DG')) {
          if (sub(index + 2, 1, 'I', 'E', 'Y')) {
            add('J');
            index += 3;
          } else {
            add('TK');
            index += 2;
          }
        } else {
          add('T');
          index += sub(index, 2, 'DT', 'DD') ? 2 : 1;
        }
        break;
      case 'F':
        add('F');
        index += at(index + 1) === 'F' ? 2 : 1;
        break;
      case 'G':
        index = handleG(index);
        break;
      case 'H':
        if ((index === 0 || isVowel(index - 1)) && isVowel(index + 1)) {
          add('H');
          index += 2;
        } else {
          index += 1;
        }
        break;
      case 'J':
        index = handleJ(index);
        break;
      case 'K':
        add('K');
        index += at(index + 1) === 'K' ? 2 : 1;
        break;
      case 'L':
        if (at(index + 1) === 'L') {
          if (
            (index === length - 3 && sub(index - 1, 4, 'ILLO', 'ILLA', 'ALLE')) ||
            ((sub(last - 1, 2, 'AS', 'OS') || sub(last, 1, 'A', 'O')) && sub(index - 1, 4, 'ALLE'))
          ) {
            add('L', '');
            index += 2;
            break;
          }
          index += 2;
        } else {
          index += 1;
        }
        add('L');
        break;
      case 'M':
        add('M');
        if (
          (sub(index - 1, 3, 'UMB') && (index + 1 === last || sub(index + 2, 2, 'ER'))) ||
          at(index + 1) === 'M'
        ) {
          index += 2;
        } else {
          index += 1;
        }
        break;
      case 'N':
        add('N');
        index += at(index + 1) === 'N' ? 2 : 1;
        break;
      case 'P':
        if (at(index + 1) === 'H') {
          add('F');
          index += 2;
        } else {
          add('P');
          index += sub(index + 1, 1, 'P', 'B') ? 2 : 1;
        }
        break;
      case 'Q':
        add('K');
        index += at(index + 1) === 'Q' ? 2 : 1;
        break;
      case 'R':
        if (
          index === last &&
          !slavoGermanic &&
          sub(index - 2, 2, 'IE') &&
          !sub(index - 4, 2, 'ME', 'MA')
        ) {
          add('', 'R');
        } else {
          add('R');
        }
        index += at(index + 1) === 'R' ? 2 : 1;
        break;
      case 'S':
        index = handleS(index);
        break;
      case 'T':
        index = handleT(index);
        break;
      case 'V':
        add('F');
        index += at(index + 1) === 'V' ? 2 : 1;
        break;
      case 'W':
        index = handleW(index);
        break;
      case 'X':
        if (!(index === last && (sub(index - 3, 3, 'IAU', 'EAU') || sub(index - 2, 2, 'AU', 'OU'))))
          add('KS');
        index += sub(index + 1, 1, 'C', 'X') ? 2 : 1;
        break;
      case 'Z':
        if (at(index + 1) === 'H') {
          add('J');
          index += 2;
          break;
        }
        if (
          sub(index + 1, 2, 'ZO', 'ZI', 'ZA') ||
          (slavoGermanic && index > 0 && at(index - 1) !== 'T')
        ) {
          add('S', 'TS');
        } else {
          add('S');
        }
        index += at(index + 1) === 'Z' ? 2 : 1;
        break;
      default:
        index += 1;
    }
  }
  return [primary.slice(0, MAX_LENGTH), secondary.slice(0, MAX_LENGTH)];

  function handleC(i: number): number {
    if (
      i > 1 &&
      !isVowel(i - 2) &&
      sub(i - 1, 3, 'ACH') &&
      at(i + 2) !== 'I' &&
      (at(i + 2) !== 'E' || sub(i - 2, 6, 'BACHER', 'MACHER'))
    ) {
      add('K');
      return i + 2;
    }
    if (i === 0 && sub(i, 6, 'CAESAR')) {
      add('S');
      return i + 2;
    }
    if (sub(i, 4, 'CHIA')) {
      add('K');
      return i + 2;
    }
    if (sub(i, 2, 'CH')) {
      if (i > 0 && sub(i, 4, 'CHAE')) {
        add('K', 'X');
        return i + 2;
      }
      if (
        i === 0 &&
        (sub(i + 1, 5, 'HARAC', 'HARIS') || sub(i + 1, 3, 'HOR', 'HYM', 'HIA', 'HEM')) &&
        !sub(0, 5, 'CHORE')
      ) {
        add('K');
        return i + 2;
      }
      if (
        sub(0, 4, 'VAN ', 'VON ') ||
        sub(0, 3, 'SCH') ||
        sub(i - 2, 6, 'ORCHES', 'ARCHIT', 'ORCHID') ||
        sub(i + 2, 1, 'T', 'S') ||
        ((sub(i - 1, 1, 'A', 'O', 'U', 'E') || i === 0) &&
          sub(i + 2, 1, 'L', 'R', 'N', 'M', 'B', 'H', 'F', 'V', 'W', ''))
      ) {
        add('K');
      } else if (i > 0) {
        if (sub(0, 2, 'MC')) add('K');
        else add('X', 'K');
      } else {
        add('X');
      }
      return i + 2;
    }
    if (sub(i, 2, 'CZ') && !sub(i - 2, 4, 'WICZ')) {
      add('S', 'X');
      return i + 2;
    }
    if (sub(i + 1, 3, 'CIA')) {
      add('X');
      return i + 3;
    }
    if (sub(i, 2, 'CC') && !(i === 1 && at(0) === 'M')) {
      if (sub(i + 2, 1, 'I', 'E', 'H') && !sub(i + 2, 2, 'HU')) {
        if ((i === 1 && at(i - 1) === 'A') || sub(i - 1, 5, 'UCCEE', 'UCCES')) add('KS');
        else add('X');
        return i + 3;
      }
      add('K');
      return i + 2;
    }
    if (sub(i, 2, 'CK', 'CG', 'CQ')) {
      add('K');
      return i + 2;
    }
    if (sub(i, 2, 'CI', 'CE', 'CY')) {
      if (sub(i, 3, 'CIO', 'CIE', 'CIA')) add('S', 'X');
      else add('S');
      return i + 2;
    }
    add('K');
    if (sub(i + 1, 2, ' C', ' Q', ' G')) return i + 3;
    if (sub(i + 1, 1, 'C', 'K', 'Q') && !sub(i + 1, 2, 'CE', 'CI')) return i + 2;
    return i + 1;
  }

  function handleG(i: number): number {
    const next = at(i + 1);
    if (next === 'H') {
      if (i > 0 && !isVowel(i - 1)) {
        add('K');
        return i + 2;
      }
      if (i === 0) {
        if (at(i + 2) === 'I') add('J');
        else add('K');
        return i + 2;
      }
      if (sub(i - 2, 1, 'B', 'H', 'D') || sub(i - 3, 1, 'B', 'H', 'D') || sub(i - 4, 1, 'B', 'H')) {
        return i + 2;
      }
      if (i > 2 && at(i - 1) === 'U' && sub(i - 3, 1, 'C', 'G', 'L', 'R', 'T')) {
        add('F');
      } else if (i > 0 && at(i - 1) !== 'I') {
        add('K');
      }
      return i + 2;
    }
    if (next === 'N') {
      if (i === 1 && isVowel(0) && !slavoGermanic) {
        add('KN', 'N');
      } else if (!sub(i + 2, 2, 'EY') && !slavoGermanic) {
        add('N', 'KN');
      } else {
        add('KN');
      }
      return i + 2;
    }
    if (sub(i + 1, 2, 'LI') && !slavoGermanic) {
      add('KL', 'L');
      return i + 2;
    }
    if (
      i === 0 &&
      (next === 'Y' ||
        sub(i + 1, 2, 'ES', 'EP', 'EB', 'EL', 'EY', 'IB', 'IL', 'IN', 'IE', 'EI', 'ER'))
    ) {
      add('K', 'J');
      return i + 2;
    }
    if (
      (sub(i + 1, 2, 'ER') || next === 'Y') &&
      !sub(0, 6, 'DANGER', 'RANGER', 'MANGER') &&
      !sub(i - 1, 1, 'E', 'I') &&
      !sub(i - 1, 3, 'RGY', 'OGY')
    ) {
      add('K', 'J');
      return i + 2;
    }
    if (sub(i + 1, 1, 'E', 'I', 'Y') || sub(i - 1, 4, 'AGGI', 'OGGI')) {
      if (sub(0, 4, 'VAN ', 'VON ') || sub(0, 3, 'SCH') || sub(i + 1, 2, 'ET')) add('K');
      else if (sub(i + 1, 4, 'IER ')) add('J');
      else add('J', 'K');
      return i + 2;
    }
    add('K');
    return next === 'G' ? i + 2 : i + 1;
  }

  function handleJ(i: number): number {
    if (sub(i, 4, 'JOSE') || sub(0, 4, 'SAN ')) {
      if ((i === 0 && at(i + 4) === '') || sub(0, 4, 'SAN ')) add('H');
      else add('J', 'H');
      return i + 1;
    }
    if (i === 0 && !sub(i, 4, 'JOSE')) {
      add('J', 'A');
    } else if (isVowel(i - 1) && !slavoGermanic && (at(i + 1) === 'A' || at(i + 1) === 'O')) {
      add('J', 'H');
    } else if (i === last) {
      add('J', '');
    } else if (
      !sub(i + 1, 1, 'L', 'T', 'K', 'S', 'N', 'M', 'B', 'Z') &&
      !sub(i - 1, 1, 'S', 'K', 'L')
    ) {
      add('J');
    }
    return at(i + 1) === 'J' ? i + 2 : i + 1;
  }

  function handleS(i: number): number {
    if (sub(i - 1, 3, 'ISL', 'YSL')) return i + 1;
    if (i === 0 && sub(i, 5, 'SUGAR')) {
      add('X', 'S');
      return i + 1;
    }
    if (sub(i, 2, 'SH')) {
      if (sub(i + 1, 4, 'HEIM', 'HOEK', 'HOLM', 'HOLZ')) add('S');
      else add('X');
      return i + 2;
    }
    if (sub(i, 3, 'SIO', 'SIA') || sub(i, 4, 'SIAN')) {
      if (slavoGermanic) add('S');
      else add('S', 'X');
      return i + 3;
    }
    if ((i === 0 && sub(i + 1, 1, 'M', 'N', 'L', 'W')) || sub(i + 1, 1, 'Z')) {
      add('S', 'X');
      return sub(i + 1, 1, 'Z') ? i + 2 : i + 1;
    }
    if (sub(i, 2, 'SC')) {
      if (at(i + 2) === 'H') {
        if (sub(i + 3, 2, 'OO', 'ER', 'EN', 'UY', 'ED', 'EM')) {
          if (sub(i + 3, 2, 'ER', 'EN')) add('X', 'SK');
          else add('SK');
          return i + 3;
        }
        if (i === 0 && !isVowel(3) && at(3) !== 'W') add('X', 'S');
        else add('X');
        return i + 3;
      }
      if (sub(i + 2, 1, 'I', 'E', 'Y')) {
        add('S');
        return i + 3;
      }
      add('SK');
      return i + 3;
    }
    if (i === last && sub(i - 2, 2, 'AI', 'OI')) add('', 'S');
    else add('S');
    return sub(i + 1, 1, 'S', 'Z') ? i + 2 : i + 1;
  }

  function handleT(i: number): number {
    if (sub(i, 4, 'TION') || sub(i, 3, 'TIA', 'TCH')) {
      add('X');
      return i + 3;
    }
    if (sub(i, 2, 'TH') || sub(i, 3, 'TTH')) {
      if (sub(i + 2, 2, 'OM', 'AM') || sub(0, 4, 'VAN ', 'VON ') || sub(0, 3, 'SCH')) add('T');
      else add('0', 'T');
      return i + 2;
    }
    add('T');
    return sub(i + 1, 1, 'T', 'D') ? i + 2 : i + 1;
  }

  function handleW(i: number): number {
    if (sub(i, 2, 'WR')) {
      add('R');
      return i + 2;
    }
    if (i === 0 && (isVowel(i + 1) || sub(i, 2, 'WH'))) {
      if (isVowel(i + 1)) add('A', 'F');
      else add('A');
    }
    if (
      (i === last && isVowel(i - 1)) ||
      sub(i - 1, 5, 'EWSKI', 'EWSKY', 'OWSKI', 'OWSKY') ||
      sub(0, 3, 'SCH')
    ) {
      add('', 'F');
      return i + 1;
    }
    if (sub(i, 4, 'WICZ', 'WITZ')) {
      add('TS', 'FX');
      return i + 4;
    }
    return i + 1;
  }
}
