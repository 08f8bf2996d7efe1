import type {
  EntityType,
  IdentityDocument,
  ListEntity,
  PartialDate,
  SanctionListId,
} from '@sanctions/screening';
import { describe, expect, it } from 'vitest';
import { groupParties } from './group-parties';

interface Party {
  list?: SanctionListId;
  id: string;
  names: string[];
  dob?: PartialDate;
  nationality?: string;
  documents?: IdentityDocument[];
  remarks?: string;
  type?: EntityType;
  weakNames?: string[];
}

/** A record with only what grouping reads; the rule under test decides, nothing else. */
function record({
  list = 'ofac',
  id,
  names,
  dob,
  nationality,
  documents = [],
  remarks,
  type = 'individual',
  weakNames = [],
}: Party): ListEntity {
  return {
    sanctionList: list,
    listSource: list,
    sourceId: id,
    type,
    names: [
      ...names.map((full, index) => ({
        full,
        kind: index === 0 ? ('primary' as const) : ('aka' as const),
        script: 'latin' as const,
      })),
      ...weakNames.map((full) => ({ full, kind: 'weak' as const, script: 'latin' as const })),
    ],
    birthDates: dob === undefined ? [] : [dob],
    birthPlaces: [],
    nationalities: nationality === undefined ? [] : [nationality],
    addresses: [],
    documents,
    programmes: [],
    titles: [],
    ...(remarks === undefined ? {} : { remarks }),
    isActive: true,
  };
}

const day = (raw: string): PartialDate => {
  const [year, month, dayOfMonth] = raw.split('-').map(Number);
  return { raw, year, month, day: dayOfMonth };
};
const JOHN = { names: ['John Smith'], dob: day('1970-01-02'), nationality: 'United Kingdom' };

describe('groupParties never groups on a name alone', () => {
  it.each<[string, Party, Party]>([
    [
      'same name, different dates of birth',
      { list: 'uk', id: '1', ...JOHN },
      { id: '2', ...JOHN, dob: day('1971-01-02') },
    ],
    [
      'same name and date, different nationality',
      { list: 'uk', id: '1', ...JOHN },
      { id: '2', ...JOHN, nationality: 'Ireland' },
    ],
    [
      'same name and date, one without nationality',
      { list: 'uk', id: '1', ...JOHN },
      { id: '2', names: JOHN.names, dob: JOHN.dob },
    ],
    [
      'same name and nationality, year of birth only',
      { list: 'uk', id: '1', ...JOHN, dob: { raw: '1970', year: 1970 } },
      { id: '2', ...JOHN, dob: { raw: '1970', year: 1970 } },
    ],
    [
      'same name, circa date',
      { list: 'uk', id: '1', ...JOHN, dob: { ...day('1970-01-02'), circa: true } },
      { id: '2', ...JOHN, dob: { ...day('1970-01-02'), circa: true } },
    ],
    [
      'same one-word name, date and nationality',
      { list: 'uk', id: '1', ...JOHN, names: ['Abdullah'] },
      { id: '2', ...JOHN, names: ['Abdullah'] },
    ],
    [
      'shared weak alias only',
      { list: 'uk', id: '1', ...JOHN, names: ['John Smith'], weakNames: ['Abu Ali'] },
      { id: '2', ...JOHN, names: ['Peter Jones'], weakNames: ['Abu Ali'] },
    ],
    [
      'same passport number, different countries',
      {
        list: 'uk',
        id: '1',
        names: ['A B'],
        documents: [{ type: 'Passport', number: 'A1234567', country: 'Egypt' }],
      },
      {
        id: '2',
        names: ['C D'],
        documents: [{ type: 'Passport', number: 'A1234567', country: 'Jordan' }],
      },
    ],
    [
      'same passport number, no country',
      {
        list: 'uk',
        id: '1',
        names: ['A B'],
        documents: [{ type: 'Passport', number: 'A1234567' }],
      },
      { id: '2', names: ['C D'], documents: [{ type: 'Passport', number: 'A1234567' }] },
    ],
    [
      'same tax id (a parent company cited on a subsidiary)',
      {
        list: 'uk',
        id: '1',
        type: 'entity',
        names: ['Bank'],
        documents: [{ type: 'Tax ID No.', number: '7750004150', country: 'Russia' }],
      },
      {
        id: '2',
        type: 'entity',
        names: ['Subsidiary'],
        documents: [{ type: 'Tax ID No.', number: '7750004150', country: 'Russia' }],
      },
    ],
    [
      'a UN record naming another party in its remarks',
      { list: 'un', id: 'CDi.015', names: ['Jamil Mukulu'] },
      {
        list: 'un',
        id: 'CDi.036',
        names: ['Baluku'],
        remarks: 'second in command to ADF founder Jamil Mukulu (CDi.015)',
      },
    ],
    [
      "a vessel citing its owner's UN reference",
      { list: 'un', id: 'KPe.070', type: 'entity', names: ['PHYONGCHON SHIPPING'] },
      { list: 'uk', id: '1', type: 'vessel', names: ['JI SONG 6'], remarks: '(UN Ref):KPe.070' },
    ],
  ])('%s: no group', (_case, a, b) => {
    const grouping = groupParties([record(a), record(b)]);
    expect(grouping.groups).toEqual([]);
    expect(grouping.groupOf.get(`${a.list ?? 'ofac'}:${a.id}`)).not.toBe(
      grouping.groupOf.get(`${b.list ?? 'ofac'}:${b.id}`),
    );
  });
});

describe('groupParties groups on a strong identifier or on name + full date of birth + nationality', () => {
  it.each<[string, Party, Party, string]>([
    [
      'UN reference cited by OFSI',
      { list: 'un', id: 'QDi.006', names: ['Aiman Al-Zawahiri'] },
      {
        list: 'uk',
        id: '6924',
        names: ['AL-ZAWAHIRI, Ayman'],
        remarks: '(UK Sanctions List Ref):AQD0104. (UN Ref):QDi.006.',
      },
      'shared UN reference QDi.006',
    ],
    [
      'UN reference as the FCDO and EU readers write it',
      { list: 'un', id: 'TAi.006', names: ['A B'] },
      { list: 'eu', id: '1', names: ['C D'], remarks: 'UN reference: TAi.006' },
      'shared UN reference TAi.006',
    ],
    [
      'IMO number',
      {
        list: 'uk',
        id: '1',
        type: 'vessel',
        names: ['SHIP A'],
        documents: [{ type: 'IMO', number: '9187629' }],
      },
      {
        id: '2',
        type: 'vessel',
        names: ['SHIP B'],
        documents: [{ type: 'IMO', number: 'IMO 9187629' }],
      },
      'same IMO number 9187629',
    ],
    [
      'passport with the same country written two ways',
      {
        list: 'uk',
        id: '1',
        names: ['A B'],
        documents: [{ type: 'Passport', number: 'A 123-4567', country: 'Egypt' }],
      },
      {
        id: '2',
        names: ['C D'],
        documents: [{ type: 'Passport', number: 'A1234567', country: 'EG' }],
      },
      'same passport A1234567 (EG)',
    ],
    [
      'same name in another order, date and nationality',
      { list: 'uk', id: '1', ...JOHN },
      { id: '2', ...JOHN, names: ['SMITH, John'], nationality: 'GB' },
      'same name, date of birth and nationality (john smith, 1970-01-02, GB)',
    ],
  ])('%s', (_case, a, b, reason) => {
    const { groups } = groupParties([record(a), record(b)]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.reasons.map((r) => r.text)).toContain(reason);
  });

  it('closes groups transitively and names every reason with its members', () => {
    const { groups } = groupParties([
      record({ list: 'un', id: 'QDi.001', names: ['X Y'] }),
      record({
        list: 'uk',
        id: '7',
        names: ['X Y'],
        remarks: '(UN Ref):QDi.001',
        documents: [{ type: 'Passport', number: 'P123456', country: 'Iraq' }],
      }),
      record({
        id: '9',
        names: ['Z W'],
        documents: [{ type: 'Passport', number: 'P123456', country: 'IQ' }],
      }),
    ]);
    expect(groups).toEqual([
      {
        id: 'grp:ofac:9',
        members: ['ofac:9', 'uk:7', 'un:QDi.001'],
        lists: ['ofac', 'uk', 'un'],
        reasons: [
          { kind: 'passport', text: 'same passport P123456 (IQ)', members: ['ofac:9', 'uk:7'] },
          {
            kind: 'un_reference',
            text: 'shared UN reference QDi.001',
            members: ['uk:7', 'un:QDi.001'],
          },
        ],
      },
    ]);
  });
});
