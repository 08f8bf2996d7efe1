import { z } from 'zod';

/** Why the visitor came: Book a Demo, the Enterprise plan's Contact Sales, or a plain message. */
export const CONTACT_TOPICS = ['demo', 'sales'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** Search parameters of /contact; an unknown topic reads as none rather than an error page. */
export const contactSearchSchema = z.object({
  topic: z.enum(CONTACT_TOPICS).optional().catch(undefined),
});
export type ContactSearch = z.infer<typeof contactSearchSchema>;
