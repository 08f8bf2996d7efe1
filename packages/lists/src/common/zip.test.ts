import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MAX_UNZIPPED_BYTES, isZip, unzipEntries } from './zip';
import { withDeclaredSize } from './zip-test-support';

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

  it('refuses an archive that expands past the cap (a zip bomb) with a reason, before inflating it', () => {
    const archive = zipSync({ 'a.xml': new Uint8Array(100), 'b.xml': new Uint8Array(100) });
    const bomb = withDeclaredSize(archive, 'b.xml', MAX_UNZIPPED_BYTES);
    expect(() => unzipEntries(bomb)).toThrow(
      /expands to more than 512 MB \(at b\.xml\).*possible zip bomb/,
    );
    expect(() => unzipEntries(archive, 150)).toThrow(/expands to more than 0 MB/);
    expect(unzipEntries(archive, 200).size).toBe(2);
  });
});
