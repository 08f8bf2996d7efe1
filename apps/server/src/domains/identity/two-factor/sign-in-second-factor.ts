import { verifySecondFactor } from './second-factor';
import { rememberTrustedDevice, useTrustedDevice } from './trusted-device';

/** The two-factor slice's part of a sign-in, handed to the auth routes by the composition root. */
export const signInSecondFactor = {
  verify: verifySecondFactor,
  useTrustedDevice,
  rememberTrustedDevice,
};
