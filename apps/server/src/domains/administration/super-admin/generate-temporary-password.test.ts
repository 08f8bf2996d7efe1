import { describe, expect, it } from 'vitest';
import { TEMPORARY_PASSWORD_LENGTH, strongPasswordSchema } from '@sanctions/contracts';
import { generateTemporaryPassword } from './generate-temporary-password';

describe('generateTemporaryPassword', () => {
  it('is 16 characters that always satisfy the strong password rule', () => {
    for (let run = 0; run < 500; run += 1) {
      const password = generateTemporaryPassword();
      expect(password).toHaveLength(TEMPORARY_PASSWORD_LENGTH);
      expect(strongPasswordSchema.safeParse(password).success).toBe(true);
      expect(password).not.toMatch(/[0O1lI]/);
    }
  });

  it('does not repeat itself', () => {
    const seen = new Set(Array.from({ length: 200 }, () => generateTemporaryPassword()));
    expect(seen.size).toBe(200);
  });
});
