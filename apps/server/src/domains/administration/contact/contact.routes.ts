import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTACT_RECEIVED_MESSAGE,
  contactMessageBodySchema,
  contactMessageReplySchema,
} from '@sanctions/contracts';
import { sendContactMessage } from './send-contact-message';

/** Each message e-mails the whole provider team, so one address may send only a few per hour. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 60 * 60 * 1000 } as const;

// The user agent is attacker-controlled: bounded so a huge header cannot bloat the table.
const MAX_USER_AGENT_LENGTH = 512;

/** The public contact form (landing page Contact and Book a Demo); no sign-in. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v2/contact',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        tags: ['Contact'],
        summary: 'Send a message to the provider team (stored and e-mailed)',
        body: contactMessageBodySchema,
        response: { 200: contactMessageReplySchema },
      },
    },
    async (request) => {
      const userAgent = request.headers['user-agent']?.trim().slice(0, MAX_USER_AGENT_LENGTH);
      await sendContactMessage(app.db, request.body, {
        ip: request.ip,
        userAgent: userAgent === undefined || userAgent === '' ? null : userAgent,
      });
      return { success: true as const, message: CONTACT_RECEIVED_MESSAGE };
    },
  );
};
