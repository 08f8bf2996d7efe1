import { z } from 'zod';

/** Timestamps of the account area are ISO 8601 strings. */
export const isoInstant = z.string();

/** `:id` of the device, session and notification routes. */
export const uuidParamsSchema = z.object({ id: z.uuid('Not found') });
