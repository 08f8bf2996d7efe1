import { z } from 'zod';
import { safeText } from './text';
import { emailSchema } from './auth';

export const CONTACT_NAME_MAX = 100;
export const CONTACT_ORGANIZATION_MAX = 200;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

export const CONTACT_NAME_REQUIRED = 'Name is required';
export const CONTACT_NAME_TOO_LONG = `Name must be at most ${CONTACT_NAME_MAX} characters`;
export const CONTACT_ORGANIZATION_TOO_LONG = `Organization must be at most ${CONTACT_ORGANIZATION_MAX} characters`;
export const CONTACT_MESSAGE_TOO_SHORT = `Message must be at least ${CONTACT_MESSAGE_MIN} characters`;
export const CONTACT_MESSAGE_TOO_LONG = `Message must be at most ${CONTACT_MESSAGE_MAX} characters`;

/** Reply text of a stored contact message; the provider team answers by e-mail. */
export const CONTACT_RECEIVED_MESSAGE =
  'Thank you — we will get back to you within one business day.';

/** Body of `POST /api/v2/contact`: the public contact form (also "Book a Demo"). */
export const contactMessageBodySchema = z.object({
  name: safeText()
    .trim()
    .min(1, CONTACT_NAME_REQUIRED)
    .max(CONTACT_NAME_MAX, CONTACT_NAME_TOO_LONG),
  email: emailSchema,
  /** Optional; blank reads as absent. */
  organization: safeText()
    .trim()
    .max(CONTACT_ORGANIZATION_MAX, CONTACT_ORGANIZATION_TOO_LONG)
    .optional(),
  message: safeText({ multiline: true, strip: true })
    .trim()
    .min(CONTACT_MESSAGE_MIN, CONTACT_MESSAGE_TOO_SHORT)
    .max(CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_TOO_LONG),
});
export type ContactMessageBody = z.infer<typeof contactMessageBodySchema>;
/** What the form holds before parsing (the organisation field is always a string there). */
export type ContactMessageInput = z.input<typeof contactMessageBodySchema>;

export const contactMessageReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type ContactMessageReply = z.infer<typeof contactMessageReplySchema>;
