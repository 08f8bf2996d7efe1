import { hasPasswordSymbol, PASSWORD_MIN_LENGTH } from '@sanctions/contracts';

/** The parts of the strong password rule (spec 5), each shown as one line of the live checklist. */
export const PASSWORD_CHECKS = ['length', 'uppercase', 'lowercase', 'digit', 'special'] as const;
export type PasswordCheck = (typeof PASSWORD_CHECKS)[number];

const TESTS: Record<PasswordCheck, (password: string) => boolean> = {
  length: (password) => password.length >= PASSWORD_MIN_LENGTH,
  uppercase: (password) => /[A-Z]/.test(password),
  lowercase: (password) => /[a-z]/.test(password),
  digit: (password) => /\d/.test(password),
  special: hasPasswordSymbol,
};

/** Which parts of the rule `password` meets, in checklist order. */
export function passwordChecks(password: string): { check: PasswordCheck; isMet: boolean }[] {
  return PASSWORD_CHECKS.map((check) => ({ check, isMet: TESTS[check](password) }));
}
