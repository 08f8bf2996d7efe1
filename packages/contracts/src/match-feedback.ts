import { z } from 'zod';
import { successEnvelope } from './envelope';
import { safeText } from './text';

export const MATCH_FEEDBACK_COMMENT_MAX = 1000;

/** Body of POST /api/v2/search/:id/feedback: the caller's judgement of one match (one per match: upsert). */
export const matchFeedbackRequestSchema = z.object({
  /** 0-based position of the match in the stored result. */
  matchIndex: z.number().int().min(0),
  isRelevant: z.boolean(),
  rating: z.number().int().min(1).max(5).optional(),
  comment: safeText({ multiline: true }).trim().max(MATCH_FEEDBACK_COMMENT_MAX).optional(),
});
export type MatchFeedbackRequest = z.input<typeof matchFeedbackRequestSchema>;

export const matchFeedbackSchema = z.object({
  matchIndex: z.number().int(),
  matchName: z.string(),
  isRelevant: z.boolean().nullable(),
  rating: z.number().int().nullable(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type MatchFeedback = z.infer<typeof matchFeedbackSchema>;

export const matchFeedbackReplySchema = successEnvelope(
  z.object({ feedback: matchFeedbackSchema }),
);
export type MatchFeedbackReply = z.infer<typeof matchFeedbackReplySchema>;

/** GET /api/v2/search/:id/feedback: the caller's feedback on the search's matches, by match index. */
export const matchFeedbackListReplySchema = successEnvelope(
  z.object({ feedback: z.array(matchFeedbackSchema) }),
);
export type MatchFeedbackListReply = z.infer<typeof matchFeedbackListReplySchema>;
