import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readEuFsfXml } from './read-eu-fsf';

const EU_XML = new URL(
  '../../../../../shared/data/lists/eu/sample_eu_sanctions.xml',
  import.meta.url,
);

/** One entry in FSF 1.1 spelling with the UN reference the real 2020 excerpt leaves blank. */
const WITH_UN_REFERENCE = `<?xml version="1.0" encoding="UTF-8"?>
<export xmlns="http://eu.europa.ec/fpi/fsd/export" generationDate="2026-01-02T10:00:00.000+01:00" globalFileId="1">
  <sanctionEntity unitedNationId="QDi.006" euReferenceNumber="EU.1.1" logicalId="9001" designationDate="2001-01-25">
    <regulation programme="TAQA" publicationDate="2002-05-27" logicalId="1"/>
    <subjectType code="person" classificationCode="P"/>
    <nameAlias wholeName="Aiman Muhammed Rabi al-Zawahiri" strong="true" logicalId="10"/>
    <remark>Leader of Al-Qaida</remark>
  </sanctionEntity>
</export>`;

describe('readEuFsfXml keeps the UN reference for grouping', () => {
  it('adds "UN reference: …" to the remarks when unitedNationId is given', () => {
    const [entity] = readEuFsfXml(new TextEncoder().encode(WITH_UN_REFERENCE)).entities;
    expect(entity?.remarks).toBe('Leader of Al-Qaida\nUN reference: QDi.006');
  });

  it('adds nothing where the real excerpt leaves it blank', () => {
    const entities = readEuFsfXml(readFileSync(EU_XML)).entities;
    expect(entities).toHaveLength(7);
    for (const entity of entities) expect(entity.remarks ?? '').not.toContain('UN reference');
  });
});
