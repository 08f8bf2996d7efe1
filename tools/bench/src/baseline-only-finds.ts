import type { ListEntity } from '@sanctions/screening';
import type { DeckCase } from './deck/deck-model';
import type { CaseOutcome } from './evaluate-deck';
import type { RankedHit } from './ranked-hit';

export const BASELINE_ONLY_HEADER = [
  'category',
  'query',
  'expected',
  'engine score',
  'engine top hit',
  'OFAC-style',
  'watchman',
];

/**
 * The sampled positive cases a baseline finds at 70 and the engine does not: what "vs best base" counts
 * against the engine, one row each, to read the misses rather than the rates. `rescreen` returns every
 * engine hit regardless of the threshold, so the row shows how far below it the expected entity scored.
 */
export function baselineOnlyFinds(
  deck: readonly DeckCase[],
  engine: readonly CaseOutcome[],
  ofacStyle: ReadonlyMap<number, CaseOutcome>,
  watchman: ReadonlyMap<number, CaseOutcome>,
  rescreen: (c: DeckCase) => RankedHit[],
  entities: readonly ListEntity[],
): string[][] {
  const nameOf = new Map(
    entities.map((e) => [`${e.sanctionList}:${e.sourceId}`, e.names[0]?.full ?? '?']),
  );
  const label = (list: string, id: string) =>
    `${nameOf.get(`${list}:${id}`) ?? '?'} (${list} ${id})`;
  return [...ofacStyle.keys()].flatMap((i) => {
    const c = deck[i];
    const o = ofacStyle.get(i);
    const w = watchman.get(i);
    const e = engine[i];
    if (!c?.expected || !o || !w || !e || e.found || (!o.found && !w.found)) return [];
    const expected = c.expected;
    const hits = rescreen(c);
    const own = hits.find(
      (h) => h.sanctionList === expected.sanctionList && h.sourceId === expected.sourceId,
    );
    const top = hits[0];
    return [
      [
        c.category,
        [c.query.firstName, c.query.lastName, c.query.arabicName].filter(Boolean).join(' / '),
        label(expected.sanctionList, expected.sourceId),
        own ? String(own.confidence) : '-',
        top ? `${label(top.sanctionList, top.sourceId)} ${top.confidence}` : '-',
        o.found ? String(o.confidence) : '-',
        w.found ? String(w.confidence) : '-',
      ],
    ];
  });
}
