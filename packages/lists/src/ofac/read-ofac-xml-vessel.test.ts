import { describe, expect, it } from 'vitest';
import { readOfacEnhancedXml } from './read-ofac-enhanced-xml';
import { readOfacSdnXml } from './read-ofac-sdn-xml';

/*
 * The stored OFAC XML files are the non-SDN Consolidated list, which designates no vessels, so these
 * records are written in each published schema with the values OFAC publishes for ARTAVIL
 * (SDN ent_num 15036 in lists/ofac/sdn.csv).
 */
const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

const ARTAVIL = {
  imoNumber: '9187629',
  callSign: 'T2EU4',
  type: 'Crude/Oil Products Tanker',
  flag: 'Iran',
  tonnage: '99,144',
  grossRegisteredTonnage: '56,068',
};

const SDN_XML = `<?xml version="1.0" standalone="yes"?>
<sdnList xmlns="https://sanctionslistservice.ofac.treas.gov/api/PublicationPreview/exports/XML">
  <publshInformation><Publish_Date>12/28/2023</Publish_Date><Record_Count>1</Record_Count></publshInformation>
  <sdnEntry>
    <uid>15036</uid>
    <lastName>ARTAVIL</lastName>
    <sdnType>Vessel</sdnType>
    <programList><program>IRAN</program></programList>
    <idList>
      <id><uid>22154</uid><idType>Vessel Registration Identification</idType><idNumber>IMO 9187629</idNumber></id>
      <id><uid>22155</uid><idType>MMSI</idType><idNumber>572469210</idNumber></id>
    </idList>
    <vesselInfo>
      <callSign>T2EU4</callSign>
      <vesselType>Crude/Oil Products Tanker</vesselType>
      <vesselFlag>Iran</vesselFlag>
      <tonnage>99,144</tonnage>
      <grossRegisteredTonnage>56,068</grossRegisteredTonnage>
    </vesselInfo>
  </sdnEntry>
</sdnList>`;

const feature = (type: string, value: string): string =>
  `<feature id="1"><type featureTypeId="1">${type}</type><value>${value}</value><isPrimary>true</isPrimary></feature>`;

const ENHANCED_XML = `<?xml version="1.0" encoding="utf-8"?>
<sanctionsData xmlns="https://sanctionslistservice.ofac.treas.gov/api/PublicationPreview/exports/ENHANCED_XML">
  <publicationInfo><dataAsOf>2023-12-28T00:00:00</dataAsOf>
    <filters><sanctionsLists><sanctionsList refId="1550">SDN List</sanctionsList></sanctionsLists></filters>
  </publicationInfo>
  <entities>
    <entity id="15036">
      <generalInfo><identityId>1</identityId><entityType refId="603">Vessel</entityType></generalInfo>
      <sanctionsPrograms><sanctionsProgram refId="1">IRAN</sanctionsProgram></sanctionsPrograms>
      <names><name id="1"><isPrimary>true</isPrimary><isLowQuality>false</isLowQuality>
        <translations><translation id="1"><isPrimary>true</isPrimary>
          <formattedFullName>ARTAVIL</formattedFullName></translation></translations>
      </name></names>
      <identityDocuments>
        <identityDocument id="1"><type refId="1">Vessel Registration Identification</type>
          <documentNumber>IMO 9187629</documentNumber><isValid>true</isValid></identityDocument>
      </identityDocuments>
      <features>
        ${feature('Vessel Call Sign', 'T2EU4')}
        ${feature('VESSEL TYPE', 'Crude/Oil Products Tanker')}
        ${feature('Vessel Flag', 'Iran')}
        ${feature('Vessel Tonnage', '99,144')}
        ${feature('Vessel Gross Registered Tonnage', '56,068')}
      </features>
    </entity>
  </entities>
</sanctionsData>`;

describe('OFAC XML vessel details', () => {
  it('reads vesselInfo and the IMO id of an sdnList XML vessel', () => {
    const [vessel] = readOfacSdnXml(encode(SDN_XML)).entities;
    expect(vessel?.type).toBe('vessel');
    expect(vessel?.vessel).toEqual(ARTAVIL);
  });

  it('reads the vessel features and the IMO document of an Enhanced XML vessel', () => {
    const [vessel] = readOfacEnhancedXml(encode(ENHANCED_XML)).entities;
    expect(vessel?.type).toBe('vessel');
    expect(vessel?.vessel).toEqual(ARTAVIL);
  });
});
