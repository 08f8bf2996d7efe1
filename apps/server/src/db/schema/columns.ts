import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every instant is stored as `timestamptz` (ARCHITECTURE 2): no local-time ambiguity across servers. */
export const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

/** Random UUID primary key: ids cannot be enumerated to probe other organisations' records. */
export const id = () => uuid().primaryKey().defaultRandom();

/** `created_at` as every table carries it (STYLE 4.4). The spec's `timestamp` fields map here. */
export const createdAt = () => timestamptz().notNull().defaultNow();

export const updatedAt = () => timestamptz().notNull().defaultNow();
