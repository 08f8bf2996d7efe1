import { describe, expect, it } from 'vitest';
import { rowName } from './row-display';

// Issue 23: an invalid row without a name showed a blank name cell.
describe('rowName', () => {
  it.each([
    [{ firstName: 'Ayman', lastName: 'Zawahiri', arabicName: '' }, 'Ayman Zawahiri'],
    [{ firstName: '', lastName: 'Zawahiri', arabicName: 'أيمن' }, 'Zawahiri'],
    [{ firstName: '', lastName: '', arabicName: 'أيمن الظواهري' }, 'أيمن الظواهري'],
    [{ firstName: '', lastName: '', arabicName: '' }, '(no name)'],
    [{ firstName: '  ', lastName: '', arabicName: ' ' }, '(no name)'],
  ])('%j reads %s', (row, expected) => {
    expect(rowName(row, '(no name)')).toBe(expected);
  });
});
