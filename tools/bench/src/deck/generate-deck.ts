/**
 * `npm run bench:deck`: regenerates tools/bench/src/deck/screening-deck.jsonl from ../shared/data/lists.
 * Deterministic: the same lists give a byte-identical deck.
 */
import { writeFile } from 'node:fs/promises';
import { parseListFolder } from '@sanctions/server/domains/lists/sanctions/parse-list-folder';
import { SHARED_LISTS_DIR } from '@sanctions/server/test/shared-data';
import { buildDeck } from './build-deck';
import { DECK_PATH, serialiseDeck } from './deck-file';

const lists = await parseListFolder(SHARED_LISTS_DIR);
for (const failure of lists.errors)
  console.error(`could not read ${failure.file}: ${failure.message}`);
const deck = buildDeck(lists.entities);
await writeFile(DECK_PATH, serialiseDeck(deck));

const counts = new Map<string, number>();
for (const c of deck) counts.set(c.category, (counts.get(c.category) ?? 0) + 1);
console.log(`${deck.length} cases from ${lists.entities.length} entities -> ${DECK_PATH}`);
for (const [category, n] of counts) console.log(`  ${category.padEnd(22)} ${n}`);
