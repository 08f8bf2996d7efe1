import type { LoginReply } from '@sanctions/contracts';
import { describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { trustedDeviceOutcome } from './trusted-device-outcome';
import type { TrustedDeviceOutcome } from './trusted-device-outcome';

const tokens = { accessToken: 'a', refreshToken: 'r' };

function session(twoFactorEnabled: boolean, trustedDeviceToken?: string): LoginReply {
  return {
    success: true,
    message: 'Login successful',
    data: {
      tokens,
      user: buildSessionUser({ twoFactorEnabled }),
      ...(trustedDeviceToken === undefined ? {} : { trustedDeviceToken }),
    },
  };
}

const challenge: LoginReply = {
  success: false,
  requires2FA: true,
  temporaryToken: 'challenge',
  message: 'Two-factor authentication required',
};

describe('trustedDeviceOutcome', () => {
  const cases: {
    name: string;
    reply: LoginReply;
    sentToken: boolean;
    expected: TrustedDeviceOutcome;
  }[] = [
    {
      name: 'stores the token of a remembered sign-in',
      reply: session(true, 'new-token'),
      sentToken: false,
      expected: { kind: 'store', token: 'new-token' },
    },
    {
      name: 'replaces a token the server refused with the new one',
      reply: session(true, 'new-token'),
      sentToken: true,
      expected: { kind: 'store', token: 'new-token' },
    },
    {
      name: 'keeps a token that let the sign-in skip the code',
      reply: session(true),
      sentToken: true,
      expected: { kind: 'keep' },
    },
    {
      name: 'forgets the token when two-factor was disabled',
      reply: session(false),
      sentToken: true,
      expected: { kind: 'forget' },
    },
    {
      name: 'forgets the token when the server still asks for a code',
      reply: challenge,
      sentToken: true,
      expected: { kind: 'forget' },
    },
    {
      name: 'has nothing to do without a token',
      reply: challenge,
      sentToken: false,
      expected: { kind: 'keep' },
    },
    {
      name: 'has nothing to do for a plain sign-in',
      reply: session(false),
      sentToken: false,
      expected: { kind: 'keep' },
    },
  ];

  it.each(cases)('$name', ({ reply, sentToken, expected }) => {
    expect(trustedDeviceOutcome(reply, sentToken)).toEqual(expected);
  });
});
