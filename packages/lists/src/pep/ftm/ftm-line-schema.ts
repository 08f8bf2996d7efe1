import { z } from 'zod';

/**
 * One line of a FollowTheMoney entity file (`entities.ftm.json`, JSON lines): an entity with its
 * schema name and every property as a list of strings. Nested values (the "nested" export
 * format) are not this format: non-string values are dropped by {@link ftmValues}.
 */
export const ftmLineSchema = z.object({
  id: z.string().min(1),
  schema: z.string().min(1),
  properties: z.record(z.string(), z.array(z.unknown())).default({}),
  caption: z.string().optional(),
  target: z.boolean().optional(),
  datasets: z.array(z.string()).optional(),
  last_change: z.string().optional(),
});

export type FtmEntity = z.infer<typeof ftmLineSchema>;

/** The string values of one property, trimmed, empty ones dropped. */
export function ftmValues(entity: FtmEntity, property: string): string[] {
  return (entity.properties[property] ?? []).flatMap((value) =>
    typeof value === 'string' && value.trim() !== '' ? [value.trim()] : [],
  );
}

export function ftmValue(entity: FtmEntity, property: string): string | undefined {
  return ftmValues(entity, property)[0];
}
