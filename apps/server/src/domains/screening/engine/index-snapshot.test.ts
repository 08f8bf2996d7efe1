import { describe, expect, it } from 'vitest';
import { buildScreeningIndex, screen, type ListEntity } from '@sanctions/screening';
import type { StoredEntity } from '../../../plugins/screening-index';
import { decodeIndexSnapshot, encodeIndexSnapshot, snapshotKey } from './index-snapshot';

function party(sourceId: string, names: string[], type: ListEntity['type']): StoredEntity {
  return {
    entryId: `entry-${sourceId}`,
    sanctionList: 'ofac',
    listSource: 'OFAC SDN',
    sourceId,
    type,
    names: names.map((full, i) => ({
      full,
      kind: i === 0 ? 'primary' : 'aka',
      script: /[\u0600-\u06ff]/u.test(full) ? 'arabic' : 'latin',
    })),
    birthDates: [],
    birthPlaces: [],
    nationalities: [],
    addresses: [],
    documents: [],
    programmes: [],
    titles: [],
    isActive: true,
  };
}

const ENTITIES: StoredEntity[] = [
  party('1', ['Saddam Hussein AL-TIKRITI', 'صدام حسين التكريتي'], 'individual'),
  party('2', ['Mohammed Ali HASSAN', 'Abu Ali'], 'individual'),
  party('3', ['BANK SEPAH', 'Sepah Bank PJSC'], 'entity'),
  party('4', ['Ivan PETROV'], 'individual'),
];
const KEY = snapshotKey(['version-a', 'version-b']);

const replies = (index: ReturnType<typeof buildScreeningIndex<StoredEntity>>) =>
  JSON.stringify(
    [
      ['Sadam', 'Husein'],
      ['Mohamed', 'Hasan'],
      ['', 'Sepah Bank'],
      ['', 'صدام حسين'],
    ].map(([firstName = '', lastName = '']) =>
      screen(
        index,
        { firstName, lastName, arabicName: '', searchType: 'fuzzy', lists: [] },
        { minConfidence: 0 },
      ).matches.map((m) => [m.entity.entryId, m.confidence, m.matchedName, m.analysis]),
    ),
  );

describe('screening index snapshot (issue 26)', () => {
  const built = buildScreeningIndex(ENTITIES);
  const bytes = encodeIndexSnapshot(built, KEY);

  it('round-trips to an index that answers alike, with the stored parties', () => {
    const read = decodeIndexSnapshot(bytes, KEY);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.index.entities.map((e) => e.entryId)).toEqual(ENTITIES.map((e) => e.entryId));
    expect(replies(read.index)).toBe(replies(built));
  });

  it('is stale for other list versions or another engine version', () => {
    expect(decodeIndexSnapshot(bytes, snapshotKey(['version-a']))).toMatchObject({
      ok: false,
      reason: 'stale',
    });
    const text = bytes.toString('latin1');
    const otherEngine = Buffer.from(
      text.replace(/"algorithm":"[^"]*"/u, '"algorithm":"old"'),
      'latin1',
    );
    expect(decodeIndexSnapshot(otherEngine, KEY)).toMatchObject({ ok: false, reason: 'stale' });
  });

  it('is corrupt when a byte changed, the file was cut or it is not a snapshot', () => {
    const flipped = Buffer.from(bytes);
    const at = flipped.length - 10;
    flipped[at] = (flipped[at] ?? 0) ^ 0xff;
    expect(decodeIndexSnapshot(flipped, KEY)).toMatchObject({
      ok: false,
      reason: 'corrupt',
      detail: 'checksum mismatch',
    });
    expect(decodeIndexSnapshot(bytes.subarray(0, bytes.length - 1), KEY)).toMatchObject({
      reason: 'corrupt',
      detail: 'truncated',
    });
    expect(decodeIndexSnapshot(Buffer.from('{"magic":"x"}\n'), KEY)).toMatchObject({
      reason: 'corrupt',
    });
    expect(decodeIndexSnapshot(Buffer.from('garbage'), KEY)).toMatchObject({ reason: 'corrupt' });
  });
});
