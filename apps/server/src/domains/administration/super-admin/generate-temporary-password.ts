import { randomInt } from 'node:crypto';
import { PASSWORD_SPECIAL_CHARACTERS, TEMPORARY_PASSWORD_LENGTH } from '@sanctions/contracts';

// Without look-alikes (0/O, 1/l/I), so a password read out over the phone is typed right.
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SPECIAL = PASSWORD_SPECIAL_CHARACTERS;
const ALL = UPPER + LOWER + DIGITS + SPECIAL;

function pick(alphabet: string): string {
  return alphabet.charAt(randomInt(alphabet.length));
}

/**
 * A random temporary password from the OS's cryptographic generator: 16 characters with at least one of
 * each class the strong password rule asks for, shuffled so the classes are not at fixed positions.
 */
export function generateTemporaryPassword(length = TEMPORARY_PASSWORD_LENGTH): string {
  const characters = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SPECIAL)];
  while (characters.length < length) characters.push(pick(ALL));
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    const current = characters[index] ?? '';
    characters[index] = characters[other] ?? '';
    characters[other] = current;
  }
  return characters.join('');
}
