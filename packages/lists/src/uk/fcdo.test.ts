import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readUkFcdoXml } from './read-uk-fcdo';

const EXCERPT = fileURLToPath(
  new URL(
    '../../../../../shared/data/list-formats/uk-fcdo-excerpt/UK-Sanctions-List.excerpt.xml',
    import.meta.url,
  ),
);
const bytes = readFileSync(EXCERPT);
const publication = readUkFcdoXml(bytes);
const byId = new Map(publication.entities.map((entity) => [entity.sourceId, entity]));

describe('readUkFcdoXml on the real FCDO excerpt (DateGenerated 26/03/2026)', () => {
  it('reads the 45 designations AFG0001..AFG0045 (40 individuals, 5 entities)', () => {
    expect(publication).toMatchObject({
      sanctionList: 'uk',
      listSource: 'UK Sanctions List (FCDO)',
      format: 'uk-fcdo-xml',
      publishedAt: '2026-03-26',
    });
    expect(publication.entities).toHaveLength(45);
    expect(publication.entities[0]?.sourceId).toBe('AFG0001');
    expect(publication.entities.at(-1)?.sourceId).toBe('AFG0045');
    expect(publication.entities.filter((e) => e.type === 'individual')).toHaveLength(40);
    expect(publication.entities.filter((e) => e.type === 'entity')).toHaveLength(5);
  });

  it('keeps the 49 Arabic-script non-Latin names, trimmed of padding', () => {
    const arabic = publication.entities.flatMap((e) =>
      e.names.filter((n) => n.script === 'arabic'),
    );
    expect(arabic).toHaveLength(49);
    expect(arabic.every((n) => n.full === n.full.trim())).toBe(true);
    expect(arabic.map((n) => n.full)).toContain('حقاني عبدالباقي');
    expect(publication.entities.every((e) => e.names.some((n) => n.script === 'arabic'))).toBe(
      true,
    );
  });

  it('maps AFG0010 field by field', () => {
    expect(byId.get('AFG0010')).toEqual({
      sanctionList: 'uk',
      listSource: 'UK Sanctions List (FCDO)',
      sourceId: 'AFG0010',
      type: 'individual',
      names: [
        {
          full: 'SAYYED MOHAMMED HAQQANI',
          given: 'SAYYED MOHAMMED',
          family: 'HAQQANI',
          kind: 'primary',
          script: 'latin',
        },
        { full: 'سيد محمد حقانی', kind: 'primary', script: 'arabic' },
        {
          full: 'Sayyed Mohammad HAQQANI',
          given: 'Sayyed Mohammad',
          family: 'HAQQANI',
          kind: 'aka',
          script: 'latin',
        },
      ],
      birthDates: [{ raw: 'dd/mm/1965', year: 1965 }],
      birthPlaces: ['Chaharbagh village, Arghandab District, Kandahar Province, Afghanistan'],
      nationalities: ['Afghanistan'],
      addresses: [],
      documents: [],
      programmes: ['The Afghanistan (Sanctions) (EU Exit) Regulations 2020'],
      titles: ['Mullah'],
      remarks: expect.stringContaining('OFSI Group ID: 7167; UN reference: TAi.006'),
      listedOn: '2001-01-31',
      updatedOn: '2021-12-18',
      isActive: true,
    });
  });

  it('maps an entity with addresses (AFG0001)', () => {
    const record = byId.get('AFG0001');
    expect(record?.type).toBe('entity');
    expect(record?.names[0]).toEqual({
      full: 'HAJI KHAIRULLAH HAJI SATTAR MONEY EXCHANGE',
      kind: 'primary',
      script: 'latin',
    });
    expect(record?.addresses[0]).toEqual({
      full: 'Branch Office 7, Shop numbers 21 and 22, 2nd Floor, Kandahar City Sarafi Market, Kandahar City, Kandahar Province, Afghanistan',
      street:
        'Branch Office 7, Shop numbers 21 and 22, 2nd Floor, Kandahar City Sarafi Market, Kandahar City, Kandahar Province',
      country: 'Afghanistan',
    });
  });

  it('rejects the excerpt cut in the middle of a designation', () => {
    expect(() => readUkFcdoXml(bytes.subarray(0, 100_000))).toThrow();
  });
});
