import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { deckCaseSchema } from './deck-model';
import type { DeckCase } from './deck-model';

/** The committed deck, next to this file. */
export const DECK_PATH = fileURLToPath(new URL('./screening-deck.jsonl', import.meta.url));

/** Reads and validates the deck; a malformed line stops the run with its line number. */
export async function readDeck(path = DECK_PATH): Promise<DeckCase[]> {
  const text = await readFile(path, 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, i) => {
      const parsed = deckCaseSchema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${path}:${i + 1}: ${parsed.error.message}`);
      return parsed.data;
    });
}

export function serialiseDeck(deck: readonly DeckCase[]): string {
  return deck.map((c) => JSON.stringify(c)).join('\n') + '\n';
}
