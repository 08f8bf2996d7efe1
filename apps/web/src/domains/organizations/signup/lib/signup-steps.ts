/** The wizard's steps in order (spec 4: plans -> details -> user). */
export const SIGNUP_STEPS = ['plan', 'organization', 'admin'] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];
