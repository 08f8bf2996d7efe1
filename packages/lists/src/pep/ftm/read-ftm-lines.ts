import { ftmLineSchema } from './ftm-line-schema';
import type { FtmEntity } from './ftm-line-schema';

/**
 * Parses FollowTheMoney JSON lines. Blank lines are skipped; any other line that is not an FtM
 * entity refuses the whole file with its line number, so a damaged export never imports in part.
 *
 * @throws Error naming the first bad line.
 */
export function readFtmLines(text: string): FtmEntity[] {
  const entities: FtmEntity[] = [];
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch (error) {
      throw new Error(`FtM: line ${index + 1} is not JSON (truncated?)`, { cause: error });
    }
    const parsed = ftmLineSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(
        `FtM: line ${index + 1} is not an entity (${issue?.path.join('.') ?? '?'}: ${issue?.message ?? 'invalid'})`,
      );
    }
    entities.push(parsed.data);
  }
  return entities;
}
