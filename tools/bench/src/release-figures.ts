import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { DeckCase } from './deck/deck-model';
import { DECK_CATEGORIES } from './deck/deck-model';
import { rates } from './evaluate-deck';
import type { CaseOutcome } from './evaluate-deck';

/** tools/bench/release-figures.json: the previous release's figures, per slice and per category. */
export const RELEASE_FIGURES_PATH = fileURLToPath(
  new URL('../release-figures.json', import.meta.url),
);

/** Percentages as the bench computes them (0-100), rounded to 4 decimals in the file. */
const percent = z.number().min(0).max(100);
export const categoryFiguresSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('positive'), n: z.number().int(), recall: percent, top1: percent }),
  z.object({
    kind: z.literal('negative'),
    n: z.number().int(),
    alertRate: percent,
    highRate: percent,
  }),
  z.object({ kind: z.literal('not-high'), n: z.number().int(), notHigh: percent, recall: percent }),
]);
export type CategoryFigures = z.infer<typeof categoryFiguresSchema>;

export const sliceFiguresSchema = z.object({
  /** The commit whose packages/screening produced the figures. */
  engineCommit: z.string(),
  /** ALGORITHM_VERSION of that engine. */
  algorithm: z.string(),
  /** sha256 of the screening-deck.jsonl the figures were measured on. */
  deckSha256: z.string(),
  recordedAt: z.string(),
  categories: z.record(z.string(), categoryFiguresSchema),
});
export type SliceFigures = z.infer<typeof sliceFiguresSchema>;

export const releaseFiguresSchema = z.object({
  description: z.string().optional(),
  slices: z.record(z.string(), sliceFiguresSchema),
});
export type ReleaseFigures = z.infer<typeof releaseFiguresSchema>;

const DESCRIPTION =
  'Previous release figures for the no-regression gate of npm run bench:screening (tools/bench/README.md). ' +
  'Written by --record-release; re-record with npm run bench:record-release -- <commit>.';

/** The stored figures, or an empty record when the file does not exist yet. */
export async function readReleaseFigures(path = RELEASE_FIGURES_PATH): Promise<ReleaseFigures> {
  if (!existsSync(path)) return { slices: {} };
  const parsed = releaseFiguresSchema.safeParse(JSON.parse(await readFile(path, 'utf8')));
  if (!parsed.success) throw new Error(`${path}: ${parsed.error.message}`);
  return parsed.data;
}

export async function writeReleaseFigures(
  figures: ReleaseFigures,
  path = RELEASE_FIGURES_PATH,
): Promise<void> {
  await writeFile(path, `${JSON.stringify(figures, null, 2)}\n`);
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** Each category of the run, measured as the gate compares it (the engine on every case of the category). */
export function figuresOf(
  deck: readonly DeckCase[],
  outcomes: readonly CaseOutcome[],
): Record<string, CategoryFigures> {
  const figures: Record<string, CategoryFigures> = {};
  for (const category of DECK_CATEGORIES) {
    const r = rates(outcomes.filter((_, i) => deck[i]?.category === category.id));
    if (r.n === 0) continue;
    if (category.kind === 'positive')
      figures[category.id] = {
        kind: 'positive',
        n: r.n,
        recall: round4(r.recall),
        top1: round4(r.top1),
      };
    else if (category.kind === 'negative')
      figures[category.id] = {
        kind: 'negative',
        n: r.n,
        alertRate: round4(r.alertRate),
        highRate: round4(r.highRate),
      };
    else
      figures[category.id] = {
        kind: 'not-high',
        n: r.n,
        notHigh: round4(r.notHigh),
        recall: round4(r.recall),
      };
  }
  return figures;
}

/**
 * The stored file with one slice recorded. `replace`: the slice becomes exactly the run's categories (a run of
 * the whole deck); otherwise the run's categories overwrite theirs and the others stay (a `--category` run).
 * The other slices are kept as they are.
 */
export function mergeSlice(
  stored: ReleaseFigures,
  slice: string,
  recorded: SliceFigures,
  replace: boolean,
): ReleaseFigures {
  const before = stored.slices[slice];
  const categories =
    replace || !before ? recorded.categories : { ...before.categories, ...recorded.categories };
  return {
    description: DESCRIPTION,
    slices: { ...stored.slices, [slice]: { ...recorded, categories: sortedKeys(categories) } },
  };
}

/** Deck order, then any category the deck model no longer has, so the file diffs cleanly. */
function sortedKeys(categories: Record<string, CategoryFigures>): Record<string, CategoryFigures> {
  const order = new Map<string, number>(DECK_CATEGORIES.map((c, i) => [c.id, i]));
  const keys = Object.keys(categories).sort(
    (a, b) =>
      (order.get(a) ?? Number.MAX_SAFE_INTEGER) - (order.get(b) ?? Number.MAX_SAFE_INTEGER) ||
      a.localeCompare(b),
  );
  return Object.fromEntries(keys.flatMap((k) => (categories[k] ? [[k, categories[k]]] : [])));
}
