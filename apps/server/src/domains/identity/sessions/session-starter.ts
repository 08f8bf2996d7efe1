import type { FastifyRequest } from 'fastify';
import type { SessionUser, TokenPair } from '@sanctions/contracts';

/**
 * Signs an account in without a password, for a flow that has just proved who it is (an accepted
 * invitation, a single sign-on). Made by the auth feature, handed to the features that need it by the route composition.
 */
export type SessionStarter = (
  request: FastifyRequest,
  userId: string,
  via: 'invitation' | 'sso',
) => Promise<{ tokens: TokenPair; user: SessionUser }>;
