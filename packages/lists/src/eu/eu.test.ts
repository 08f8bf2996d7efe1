import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readEuFsfXml } from './read-eu-fsf';

const EU_XML = fileURLToPath(
  new URL('../../../../../shared/data/lists/eu/sample_eu_sanctions.xml', import.meta.url),
);
const publication = readEuFsfXml(readFileSync(EU_XML));

/** Features the 2020 excerpt lacks (identification, address, weak alias, ranges, enterprise), in FSF 1.1 spelling and 1.0-style casing. */
const SYNTHETIC_FSF = `<?xml version="1.0" encoding="UTF-8"?>
<export xmlns="http://eu.europa.ec/fpi/fsd/export" generationDate="2026-01-02T10:00:00.000+01:00" globalFileId="1">
  <sanctionEntity designationDetails="" unitedNationId="" euReferenceNumber="EU.1.1" logicalId="9001" designationDate="2022-02-25">
    <regulation programme="RUS" publicationDate="2022-02-25" logicalId="1"/>
    <regulation programme="RUS" publicationDate="2023-06-23" logicalId="2"/>
    <subjectType code="enterprise" classificationCode="E"/>
    <nameAlias wholeName="Example Trading LLC" nameLanguage="" strong="true" logicalId="10"/>
    <nameAlias wholeName="Пример Трейдинг" nameLanguage="RU" strong="true" logicalId="11"/>
    <nameAlias wholeName="ETL" nameLanguage="" strong="false" logicalId="12"/>
    <address city="Moscow" street="Tverskaya 1" poBox="" zipCode="125009" region="" place="" countryIso2code="RU" countryDescription="RUSSIAN FEDERATION" logicalId="20"/>
    <identification number="1027700000000" identificationTypeCode="regnumber" identificationTypeDescription="Registration Number" countryDescription="RUSSIAN FEDERATION" issueDate="2002-07-01" knownFalse="true" logicalId="30">
      <remark>OGRN</remark>
    </identification>
  </sanctionEntity>
  <sanctionEntity logicalId="9002">
    <subjectType code="person" classificationCode="P"/>
    <nameAlias firstName="Jane" lastName="Roe" wholeName="" gender="F" strong="true" logicalId="40"/>
    <birthdate circa="true" yearRangeFrom="1960" yearRangeTo="1965" countryDescription="UNKNOWN" logicalId="41"/>
    <birthdate circa="false" year="1970" monthOfYear="3" logicalId="42"/>
  </sanctionEntity>
</export>`;

describe('readEuFsfXml on the real 2020 FSF excerpt', () => {
  it('reads 7 persons and the generation date', () => {
    expect(publication).toMatchObject({
      sanctionList: 'eu',
      listSource: 'EU Financial Sanctions Files',
      format: 'eu-fsf-xml',
      publishedAt: '2020-04-15T15:29:22.497+02:00',
    });
    expect(publication.entities.map((e) => e.sourceId)).toEqual([
      '13',
      '20',
      '23',
      '25',
      '29',
      '33',
      '39',
    ]);
    expect(publication.entities.every((e) => e.type === 'individual')).toBe(true);
  });

  it('maps logicalId 13 field by field', () => {
    const [saddam] = publication.entities;
    expect(saddam).toEqual({
      sanctionList: 'eu',
      listSource: 'EU Financial Sanctions Files',
      sourceId: '13',
      type: 'individual',
      names: [
        {
          full: 'Saddam Hussein Al-Tikriti',
          given: 'Saddam',
          family: 'Hussein Al-Tikriti',
          kind: 'primary',
          script: 'latin',
        },
        { full: 'Abou Ali', kind: 'aka', script: 'latin' },
        { full: 'Abu Ali', kind: 'aka', script: 'latin' },
      ],
      birthDates: [{ raw: '1937-04-28', year: 1937, month: 4, day: 28 }],
      birthPlaces: ['al-Awja, near Tikrit, IRAQ'],
      nationalities: ['IRAQ'],
      addresses: [],
      documents: [],
      programmes: ['IRQ'],
      titles: [],
      gender: 'male',
      remarks: 'UNSC RESOLUTION 1483',
      listedOn: '2003-07-08',
      isActive: true,
    });
  });

  it.each([
    ['25', 'Abid Hamid Mahmud Al-Tikriti', { raw: 'circa 1957', year: 1957, circa: true }],
    ['33', 'Izzat Ibrahim al-Duri', { raw: '1942', year: 1942 }],
  ])('logicalId %s: primary %s, birth date', (sourceId, primary, birthDate) => {
    const entity = publication.entities.find((e) => e.sourceId === sourceId);
    expect(entity?.names[0]).toMatchObject({ full: primary, kind: 'primary' });
    expect(entity?.birthDates).toEqual([birthDate]);
  });

  it('keeps translated aliases (FR) and drops exact duplicates', () => {
    const izzat = publication.entities.find((e) => e.sourceId === '33');
    expect(izzat?.names.map((n) => n.full)).toEqual([
      'Izzat Ibrahim al-Duri',
      'Abu Ahmad',
      'Abu Brays',
      'Izzat Ibrahim al-Douri',
      'Izzat Ibrahim Al-Duri',
    ]);
  });
});

describe('readEuFsfXml on fields the excerpt lacks', () => {
  const [company, person] = readEuFsfXml(new TextEncoder().encode(SYNTHETIC_FSF)).entities;

  it('maps an enterprise with address, identification, weak alias and programmes', () => {
    expect(company).toMatchObject({
      sourceId: '9001',
      type: 'entity',
      listedOn: '2022-02-25',
      programmes: ['RUS'],
      names: [
        { full: 'Example Trading LLC', kind: 'primary', script: 'latin' },
        { full: 'Пример Трейдинг', kind: 'aka', script: 'cyrillic' },
        { full: 'ETL', kind: 'weak', script: 'latin' },
      ],
      addresses: [
        {
          full: 'Tverskaya 1, Moscow, 125009, RUSSIAN FEDERATION',
          street: 'Tverskaya 1',
          city: 'Moscow',
          postalCode: '125009',
          country: 'RUSSIAN FEDERATION',
        },
      ],
      documents: [
        {
          type: 'Registration Number',
          number: '1027700000000',
          country: 'RUSSIAN FEDERATION',
          issuedOn: '2002-07-01',
          note: 'knownFalse; OGRN',
        },
      ],
    });
  });

  it('maps a person with split names, gender, a circa year range and a year-month date', () => {
    expect(person).toMatchObject({
      sourceId: '9002',
      type: 'individual',
      gender: 'female',
      names: [{ full: 'Jane Roe', given: 'Jane', family: 'Roe', kind: 'primary' }],
      birthDates: [
        { raw: '1960 to 1965', year: 1960, toYear: 1965, circa: true },
        { raw: '1970-03', year: 1970, month: 3 },
      ],
      birthPlaces: [],
    });
  });

  it('rejects a truncated file and a foreign root', () => {
    const bytes = readFileSync(EU_XML);
    expect(() => readEuFsfXml(bytes.subarray(0, 10_000))).toThrow();
    expect(() => readEuFsfXml(new TextEncoder().encode('<CONSOLIDATED_LIST/>'))).toThrow(
      'EU: expected an FSF export root, found CONSOLIDATED_LIST',
    );
  });
});
