import type { Match, PartyGroup } from '@sanctions/contracts';
import { matchSchema } from '@sanctions/contracts';
import { describe, expect, it } from 'vitest';
import { partyColumns } from './party-columns';

const SADDAM: PartyGroup = {
  id: 'grp:eu:13',
  listings: [
    {
      sanctionList: 'eu',
      listSource: 'EU FSF',
      sourceId: '13',
      name: 'Saddam Hussein Al-Tikriti',
      programmes: ['IRQ'],
    },
    {
      sanctionList: 'ofac',
      listSource: 'OFAC SDN',
      sourceId: '7843',
      name: 'AL-TIKRITI, Saddam Hussein',
      programmes: ['IRAQ2'],
    },
    {
      sanctionList: 'uk',
      listSource: 'UK OFSI',
      sourceId: '7612',
      name: 'HUSSEIN AL-TIKRITI, Saddam',
      programmes: ['Iraq'],
    },
    {
      sanctionList: 'un',
      listSource: 'UN Consolidated List',
      sourceId: 'IQi.001',
      name: 'SADDAM HUSSEIN AL-TIKRITI',
      programmes: ['IQ'],
      listedOn: '2003-06-27',
    },
  ],
  reasons: [
    {
      kind: 'un_reference',
      text: 'shared UN reference IQi.001',
      members: ['eu:13', 'ofac:7843', 'uk:7612', 'un:IQi.001'],
    },
  ],
};

function match(
  sanctionList: 'eu' | 'ofac' | 'uk' | 'un',
  sourceId: string,
  group?: PartyGroup,
): Match {
  return matchSchema.parse({
    sanctionEntry: {
      sanctionList,
      sourceId,
      listSource: `${sanctionList} source`,
      fullName: 'SADDAM HUSSEIN',
      firstName: '',
      lastName: '',
      arabicName: '',
      nationality: '',
      dateOfBirth: null,
      additionalInfo: '',
      isActive: true,
      lastUpdated: null,
    },
    confidence: 90,
    riskLevel: 'high',
    status: 'active_sanction',
    matchType: 'exact',
    matchedName: 'SADDAM HUSSEIN',
    matchedNameKind: 'primary',
    aiAnalysis: '',
    analysis: { en: '', ar: '' },
    explanation: { tokens: [], evidence: [] },
    groupId: group?.id ?? `grp:${sanctionList}:${sourceId}`,
    ...(group ? { group } : {}),
  });
}

describe('partyColumns', () => {
  it('lists every list the top party is on and counts the other parties, not the other records', () => {
    expect(
      partyColumns([
        match('un', 'IQi.001', SADDAM),
        match('uk', '7612', SADDAM),
        match('ofac', '9999'),
        match('eu', '13', SADDAM),
        match('ofac', '8888'),
      ]),
    ).toEqual({
      allLists: 'EU FSF · 13; OFAC SDN · 7843; UK OFSI · 7612; UN Consolidated List · IQi.001',
      otherParties: 2,
    });
  });

  it('gives a record alone its own list, and nothing for a row without matches', () => {
    expect(partyColumns([match('ofac', '9999')])).toEqual({
      allLists: 'ofac source · 9999',
      otherParties: 0,
    });
    expect(partyColumns([])).toEqual({ allLists: '', otherParties: null });
  });
});
