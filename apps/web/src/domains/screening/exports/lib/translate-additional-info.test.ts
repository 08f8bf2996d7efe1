import { describe, expect, it } from 'vitest';
import { translateAdditionalInfo } from './translate-additional-info';

const ARABIC = {
  labels: { Type: 'النوع', Aliases: 'الأسماء المستعارة', 'Place of Birth': 'مكان الميلاد' },
  values: { Individual: 'فرد' },
};

describe('translateAdditionalInfo', () => {
  it('translates the line labels and closed values, keeping published values', () => {
    expect(
      translateAdditionalInfo(
        'Type: Individual\nAliases: Ahmad Fuad Salim; Abu Mohammed\nPlace of Birth: Giza, Egypt',
        ARABIC,
      ),
    ).toBe(
      'النوع: فرد\nالأسماء المستعارة: Ahmad Fuad Salim; Abu Mohammed\nمكان الميلاد: Giza, Egypt',
    );
  });

  it('leaves unknown labels and unlabelled lines as they are', () => {
    expect(translateAdditionalInfo('Vessel Flag: Panama\nfree text', ARABIC)).toBe(
      'Vessel Flag: Panama\nfree text',
    );
  });
});
