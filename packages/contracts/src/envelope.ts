import { z } from 'zod';
import { errorCodeSchema } from './errors';

/** One validation problem: `path` into the request part (e.g. `['firstName']`), and a human message. */
export const validationIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/**
 * Failure envelope of every API error. `error` and `message` carry the same human text
 * (the spec's client reads either); `issues` is present only with `VALIDATION_FAILED` and lists all of them.
 */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  code: errorCodeSchema,
  requestId: z.string(),
  issues: z.array(validationIssueSchema).optional(),
  /**
   * Stable key of the message's text for clients that show it in another language (ADR 005); plain
   * string so a client that does not know a newer key still reads the English `message`.
   */
  messageKey: z.string().optional(),
  /** Parameters of `messageKey`'s text. */
  messageParams: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Wraps a data schema in the success envelope `{ success: true, data, message? }`. */
export function successEnvelope<T extends z.ZodType>(dataSchema: T) {
  return z.object({
    success: z.literal(true),
    data: dataSchema,
    message: z.string().optional(),
  });
}

/** Success envelope without data, for actions that only confirm (`{ success: true, message? }`). */
export const messageEnvelopeSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
});
export type MessageEnvelope = z.infer<typeof messageEnvelopeSchema>;
