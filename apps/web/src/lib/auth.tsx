import { meReplySchema, messageEnvelopeSchema } from '@sanctions/contracts';
import type { SessionUser, TokenPair } from '@sanctions/contracts';
import { hashKey, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { apiClient } from './api-client';
import { isUnauthenticated } from './api-error';
import { clearTokens, hasStoredSession, storeTokens } from './token-storage';

const ME_PATH = '/api/v2/auth-simple/me';
const LOGOUT_PATH = '/api/v2/auth-simple/logout';

export const authKeys = {
  all: ['auth'] as const,
  user: () => [...authKeys.all, 'user'] as const,
};

/** The signed-in user, or null without a session (a failed refresh signs the user out). */
export async function fetchCurrentUser(): Promise<SessionUser | null> {
  if (!hasStoredSession()) return null;
  try {
    const reply = await apiClient.get(ME_PATH, meReplySchema);
    return reply.data.user;
  } catch (error) {
    if (isUnauthenticated(error)) {
      clearTokens();
      return null;
    }
    throw error;
  }
}

/** Spec 9: the user query is fresh for 5 minutes, kept 10, retried once, refetched on mount and not on focus. */
export function getCurrentUserQueryOptions() {
  return queryOptions({
    queryKey: authKeys.user(),
    queryFn: fetchCurrentUser,
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
    retry: 1,
    refetchOnMount: true,
    refetchOnWindowFocus: false,
  });
}

export interface AuthContextValue {
  user: SessionUser | null;
  /** True only during the first load of the user. */
  isLoading: boolean;
  /** Stores the tokens of a completed sign-in and makes `user` current without another round trip. */
  establishSession: (session: { tokens: TokenPair; user: SessionUser }) => void;
  /** Clears the session locally whether or not the server call succeeds; resolves to whether it did. */
  signOut: () => Promise<boolean>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const USER_QUERY_HASH = hashKey(authKeys.user());

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const userQueryOptions = getCurrentUserQueryOptions();
  const userQuery = useQuery(userQueryOptions);
  // Read the cached user synchronously: observer updates arrive a tick later, and a navigation made
  // right after sign-in or sign-out must already see the new session (or /login bounces back).
  // Only the user query's events count: the cache reports synchronously, and the queries that screens
  // build while they render (again after sign-out removed them) would otherwise update this provider in
  // the middle of another component's render, before it has committed the session that changed.
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === USER_QUERY_HASH) onChange();
      }),
    [queryClient],
  );
  const user = useSyncExternalStore(
    subscribe,
    () => queryClient.getQueryData(userQueryOptions.queryKey) ?? null,
  );

  const establishSession = useCallback(
    (session: { tokens: TokenPair; user: SessionUser }) => {
      storeTokens(session.tokens);
      queryClient.setQueryData(authKeys.user(), session.user);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    let isServerSignedOut = true;
    try {
      await apiClient.post(LOGOUT_PATH, {}, messageEnvelopeSchema);
    } catch {
      isServerSignedOut = false;
    }
    clearTokens();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
    queryClient.setQueryData(authKeys.user(), null);
    return isServerSignedOut;
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isLoading: userQuery.isPending && user === null,
      establishSession,
      signOut,
    }),
    [user, userQuery.isPending, establishSession, signOut],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

/** The session: current user, first-load flag, sign-in and sign-out actions. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (value === null) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
