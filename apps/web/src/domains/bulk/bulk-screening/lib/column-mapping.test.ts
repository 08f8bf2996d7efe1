import { describe, expect, it } from 'vitest';
import { choicesFrom, mappingFrom, mappingProblem } from './column-mapping';

describe('column mapping', () => {
  it('prefills each column with the suggestion, others ignored', () => {
    expect(choicesFrom(['Ref', 'Name', 'Notes'], { Ref: 'reference', Name: 'lastName' })).toEqual({
      Ref: 'reference',
      Name: 'lastName',
      Notes: '',
    });
  });

  it('leaves ignored columns out of the mapping sent', () => {
    expect(mappingFrom({ Ref: 'reference', Notes: '' })).toEqual({ Ref: 'reference' });
  });

  it('needs a name column', () => {
    expect(mappingProblem({ Ref: 'reference', Born: 'dateOfBirth' })).toEqual({ kind: 'noName' });
    expect(mappingProblem({ Ref: 'reference', Arabic: 'arabicName' })).toBeNull();
  });

  it('refuses one field on two columns', () => {
    expect(mappingProblem({ A: 'lastName', B: 'lastName' })).toEqual({
      kind: 'duplicate',
      field: 'lastName',
    });
  });
});
