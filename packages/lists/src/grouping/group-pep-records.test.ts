import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readFtmPep } from '../pep/ftm/read-ftm-pep';
import { readUsCongressYaml } from '../pep/us-congress/read-us-congress-yaml';
import { groupParties } from './group-parties';

const congress = readUsCongressYaml(
  readFileSync(
    new URL(
      '../../../../../shared/data/lists-more/pep-us-congress/legislators-current.yaml',
      import.meta.url,
    ),
  ),
);
const encode = (lines: readonly object[]): Uint8Array =>
  new TextEncoder().encode(lines.map((line) => JSON.stringify(line)).join('\n') + '\n');

describe('groupParties on PEP records', () => {
  it('joins a real Congress record and an FtM record of the same Wikidata item', () => {
    const ftm = readFtmPep(
      encode([
        {
          id: 'Q22250',
          schema: 'Person',
          properties: { name: ['Maria Cantwell'], wikidataId: ['Q22250'], topics: ['role.pep'] },
        },
      ]),
    );
    const { groups } = groupParties([...congress.entities, ...ftm.entities]);
    expect(groups).toEqual([
      {
        id: 'grp:pep_ftm:Q22250',
        members: ['pep_ftm:Q22250', 'pep_us_congress:C000127'],
        lists: ['pep_ftm', 'pep_us_congress'],
        reasons: [
          {
            kind: 'wikidata_id',
            text: 'same Wikidata item Q22250',
            members: ['pep_ftm:Q22250', 'pep_us_congress:C000127'],
          },
        ],
      },
    ]);
  });

  it('forms no group inside the 537 members of Congress, whose names, dates of birth and ids differ', () => {
    expect(groupParties(congress.entities).groups).toEqual([]);
  });
});
