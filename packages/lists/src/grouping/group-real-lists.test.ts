import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseListFiles } from '../detect/parse-list-files';
import { groupParties } from './group-parties';
import { recordKey } from './groupable-record';

/** Every real list of the test snapshot (shared/data/PROVENANCE.md): OFAC SDN + non-SDN, UN, EU excerpt, UK OFSI. */
const ROOT = fileURLToPath(new URL('../../../../../shared/data/lists', import.meta.url));
const files = readdirSync(ROOT).flatMap((folder) =>
  readdirSync(`${ROOT}/${folder}`).map((name) => ({
    name,
    bytes: new Uint8Array(readFileSync(`${ROOT}/${folder}/${name}`)),
  })),
);
const records = parseListFiles(files).publications.flatMap((publication) => publication.entities);
const grouping = groupParties(records);
const groupWith = (key: string) => grouping.groups.find((group) => group.members.includes(key));

describe('groupParties on the real lists', () => {
  it('finds 1,534 groups: 1,327 on two lists, 190 on three, one on all four (16 within one list)', () => {
    expect(records).toHaveLength(19961);
    const spans: Record<number, number> = {};
    for (const group of grouping.groups)
      spans[group.lists.length] = (spans[group.lists.length] ?? 0) + 1;
    expect(spans).toEqual({ 1: 16, 2: 1327, 3: 190, 4: 1 });
    // 60 OFAC parties are in both the SDN and the non-SDN file under one uid: one record key.
    expect(grouping.groupOf.size).toBe(19901);
  });

  it('groups Saddam Hussein on OFAC, the UN, the EU and the UK, and says why', () => {
    const group = groupWith('un:IQi.001');
    expect(group).toMatchObject({
      id: 'grp:eu:13',
      members: ['eu:13', 'ofac:7843', 'uk:7612', 'un:IQi.001'],
      lists: ['eu', 'ofac', 'uk', 'un'],
    });
    expect(group?.reasons).toContainEqual({
      kind: 'un_reference',
      text: 'shared UN reference IQi.001',
      members: ['uk:7612', 'un:IQi.001'],
    });
    expect(group?.reasons).toContainEqual({
      kind: 'name_birth_nationality',
      text: 'same name, date of birth and nationality (al hussein saddam tikriti, 1937-04-28, IQ)',
      members: ['eu:13', 'ofac:7843', 'uk:7612', 'un:IQi.001'],
    });
  });

  it.each([
    [
      'Hafiz Muhammad Saeed: UN reference, Pakistani national id, name + date of birth',
      'un:QDi.263',
      ['ofac:10689', 'uk:9215', 'un:QDi.263'],
      'same national identity number 35200255098427 (PK)',
    ],
    [
      'Mubarak Al-Bathali: Kuwaiti passport shared by OFAC and the UN',
      'un:QDi.238',
      ['ofac:10011', 'uk:9226', 'un:QDi.238'],
      'same passport 101856740 (KW)',
    ],
    [
      'Nur Al-Din Al-Dibiski: Libyan passport',
      'un:QDi.231',
      ['ofac:10327', 'uk:8645', 'un:QDi.231'],
      'same passport 1990345751 (LY)',
    ],
    [
      'Ahmed Abdi Aw-Mohamed: listed twice by OFAC (SDGT and SOMALIA)',
      'un:SOi.004',
      ['ofac:11311', 'ofac:11746', 'uk:11091', 'un:SOi.004'],
      'shared UN reference SOi.004',
    ],
  ])('%s', (_case, key, members, reason) => {
    const group = groupWith(key);
    expect(group?.members).toEqual(members);
    expect(group?.reasons.map((r) => r.text)).toContain(reason);
  });

  it("keeps ships apart from their owner though the UK lists both under the owner's UN reference", () => {
    const owner = groupWith('un:KPe.070');
    const ships = records
      .filter((r) => r.type === 'vessel' && /KPe\.070/.test(r.remarks ?? ''))
      .map(recordKey);
    expect(ships.length).toBeGreaterThan(0);
    for (const ship of ships) expect(owner?.members ?? []).not.toContain(ship);
  });

  it('does not join VNESHECONOMBANK and BANK BELVEB, to which OFAC gives the same tax id', () => {
    expect(grouping.groupOf.get('ofac:17015')).not.toBe(grouping.groupOf.get('ofac:18291'));
  });

  it('never joins on the name alone: Qusay Hussein (year of birth only) stays apart where no identifier links him', () => {
    const qusay = ['eu:20', 'ofac:7844', 'uk:7613', 'un:IQi.002'].map((key) =>
      grouping.groupOf.get(key),
    );
    expect(new Set(qusay).size).toBe(3);
    expect(qusay[2]).toBe(qusay[3]);
  });

  it('gives the same groups whatever the order of the records', () => {
    const reversed = groupParties([...records].reverse());
    expect(reversed.groups).toEqual(grouping.groups);
  });
});
