import { z } from 'zod';
import { pepMatchSchema } from '@sanctions/contracts';
import type { PepPositionDto } from '@sanctions/contracts';
import type { BulkPepCells } from '../files';

const MAX_POSITIONS = 3;

/**
 * The results file's PEP columns of one row (ADR 040) from its stored PEP hits (outside data: checked
 * against the contract; a value that does not parse counts as no hit). Null when the row has none.
 */
export function bulkPepCells(stored: unknown): BulkPepCells | null {
  const parsed = z.array(pepMatchSchema).safeParse(stored ?? []);
  const [top, ...others] = parsed.success ? parsed.data : [];
  if (top === undefined) return null;
  // A member of Congress has a position per term: the file names the three most recent at most.
  const positions = [...top.pepEntry.positions].sort(currentFirst).slice(0, MAX_POSITIONS);
  return {
    name: top.pepEntry.fullName,
    confidence: top.confidence,
    position: positions.map(positionText).join('; '),
    country: [...new Set(positions.flatMap((p) => (p.country ? [p.country] : [])))].join('; '),
    tier: top.pepEntry.tier,
    action: top.action,
    others: others.length,
  };
}

function positionText(position: PepPositionDto): string {
  const dates = [position.startDate, position.endDate].filter((d) => d !== undefined).join(' – ');
  const role = position.body ? `${position.role}, ${position.body}` : position.role;
  return dates === '' ? role : `${role} (${dates})`;
}

/** Positions still held before ended ones, each group latest start first. */
function currentFirst(a: PepPositionDto, b: PepPositionDto): number {
  const held = Number(isEnded(a)) - Number(isEnded(b));
  return held !== 0 ? held : (b.startDate ?? '').localeCompare(a.startDate ?? '');
}

function isEnded(position: PepPositionDto): boolean {
  return position.ended === true || position.endDate !== undefined;
}
