import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { isZip, unzipEntries } from './zip';

describe('unzipEntries', () => {
  it('returns every file by its path', () => {
    const archive = zipSync({ 'a.xml': new Uint8Array([1, 2]), 'dir/b.txt': new Uint8Array([3]) });
    expect(isZip(archive)).toBe(true);
    expect(unzipEntries(archive)).toEqual(
      new Map([
        ['a.xml', new Uint8Array([1, 2])],
        ['dir/b.txt', new Uint8Array([3])],
      ]),
    );
  });

  it.each([
    ['not a zip', new Uint8Array([0x3c, 0x3f]), /does not start with a ZIP header/],
    [
      'a truncated zip',
      zipSync({ 'a.xml': new Uint8Array(100) }).subarray(0, 40),
      /cannot be read/,
    ],
  ])('rejects %s', (_case, bytes, message) => {
    expect(() => unzipEntries(bytes)).toThrow(message);
  });
});
