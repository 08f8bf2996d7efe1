import type { LoginBody } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-error';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { useAuth } from '@/lib/auth';
import { applyStoredLanguage } from '@/lib/stored-language';
import { toast } from '@/lib/toast';
import {
  forgetTrustedDeviceToken,
  readTrustedDeviceToken,
  storeTrustedDeviceToken,
} from '@/lib/trusted-device-storage';
import { login } from '../api/login';
import { organizationRefusalOf } from '../lib/organization-refusal';
import type { OrganizationRefusal } from '../lib/organization-refusal';
import { trustedDeviceOutcome } from '../lib/trusted-device-outcome';
import type { TrustedDeviceOutcome } from '../lib/trusted-device-outcome';

export interface Credentials {
  email: string;
  password: string;
}

export type SignInStep =
  | { kind: 'credentials'; lastEmail: string }
  | {
      kind: 'two-factor';
      credentials: Credentials;
      temporaryToken: string | null;
      message: string;
      /** Why the last code was refused; the user stays on the code step to type another. */
      error: string | null;
      /** Counts refused codes, so the form can start empty for the next one. */
      attempt: number;
    };

// Spec 4: two-factor is needed when the reply says so, or when a failure's message mentions it. A keyed
// refusal (ADR 005) is never a challenge, even when its text names two-factor (required single sign-on).
function isTwoFactorChallenge(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.code === 'TWO_FACTOR_REQUIRED' ||
      (error.messageKey === null && /two-factor/i.test(error.message)))
  );
}

// Only a lapsed challenge needs the password again; a wrong code is retried on the code step.
function isExpiredChallenge(error: unknown): boolean {
  return error instanceof ApiError && /expired/i.test(error.message);
}

function isWrongCode(error: unknown): boolean {
  return error instanceof ApiError && /invalid two-factor code/i.test(error.message);
}

function applyTrustedDeviceOutcome(email: string, outcome: TrustedDeviceOutcome) {
  if (outcome.kind === 'store') storeTrustedDeviceToken(email, outcome.token);
  if (outcome.kind === 'forget') forgetTrustedDeviceToken(email);
}

/**
 * The two-step sign-in flow of spec 2.2: credentials, then (when the server asks) a one-time code.
 * A device remembered for this e-mail sends its token, so the server may skip the code; a code sent
 * with "Remember this device" brings a new token. On success the session is stored, a welcome toast
 * shows, the account's stored language is applied and `onSignedIn` runs.
 */
export function useSignIn(onSignedIn: () => void) {
  const { t, i18n } = useTranslation('auth');
  const queryClient = useQueryClient();
  const { establishSession } = useAuth();
  const toErrorMessage = useApiErrorMessage();
  const [step, setStep] = useState<SignInStep>({ kind: 'credentials', lastEmail: '' });
  const [refusal, setRefusal] = useState<OrganizationRefusal | null>(null);
  const mutation = useMutation({
    mutationFn: ({ body, deviceToken }: { body: LoginBody; deviceToken: string | null }) =>
      login(body, deviceToken),
  });

  async function attempt(body: LoginBody, temporaryToken: string | null) {
    const credentials = { email: body.email, password: body.password };
    const deviceToken = readTrustedDeviceToken(body.email);
    setRefusal(null);
    try {
      const reply = await mutation.mutateAsync({ body, deviceToken });
      applyTrustedDeviceOutcome(body.email, trustedDeviceOutcome(reply, deviceToken !== null));
      if (reply.success) {
        establishSession(reply.data);
        void applyStoredLanguage(queryClient, i18n);
        toast({
          title: t('toast.welcomeTitle'),
          description: t('toast.welcomeMessage', { email: reply.data.user.email }),
          variant: 'success',
        });
        onSignedIn();
        return;
      }
      setStep({
        kind: 'two-factor',
        credentials,
        temporaryToken: reply.temporaryToken,
        message: reply.message || t('toast.twoFactorRequired'),
        error: null,
        attempt: 0,
      });
    } catch (error) {
      if (body.twoFactorCode === undefined && isTwoFactorChallenge(error)) {
        setStep({
          kind: 'two-factor',
          credentials,
          temporaryToken,
          message: error.message,
          error: null,
          attempt: 0,
        });
        return;
      }
      if (body.twoFactorCode !== undefined && !isExpiredChallenge(error)) {
        setStep((current) =>
          current.kind === 'two-factor'
            ? {
                ...current,
                error: isWrongCode(error)
                  ? t('twoFactor.invalidCode')
                  : toErrorMessage(error, t('toast.loginFailedFallback')),
                attempt: current.attempt + 1,
              }
            : current,
        );
        return;
      }
      // Spec 4: any other failure resets the two-factor state.
      setStep({ kind: 'credentials', lastEmail: body.email });
      const organizationRefusal = organizationRefusalOf(error);
      if (organizationRefusal) {
        setRefusal(organizationRefusal);
        return;
      }
      toast({
        title: t('toast.loginFailed'),
        description: toErrorMessage(error, t('toast.loginFailedFallback')),
        variant: 'destructive',
      });
    }
  }

  return {
    step,
    /** Set when the owner's organisation is pending review or was rejected; cleared by the next attempt. */
    refusal,
    isPending: mutation.isPending,
    submitCredentials: (credentials: Credentials) => attempt(credentials, null),
    submitCode: (code: string, rememberDevice: boolean) => {
      if (step.kind !== 'two-factor') return Promise.resolve();
      const { credentials, temporaryToken } = step;
      return attempt(
        {
          ...credentials,
          twoFactorCode: code,
          ...(temporaryToken ? { temporaryToken } : {}),
          ...(rememberDevice ? { rememberDevice: true } : {}),
        },
        temporaryToken,
      );
    },
    /** Spec 2.2: Back to Login clears the code and the temporary token. */
    backToLogin: () => {
      setStep({
        kind: 'credentials',
        lastEmail: step.kind === 'two-factor' ? step.credentials.email : step.lastEmail,
      });
    },
  };
}
