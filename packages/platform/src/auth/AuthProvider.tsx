import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { api, useGetCurrentUserQuery } from '../api/api';
import { getApiUrl } from '../api/runtimeConfig';
import { TOKEN_KEY, clearToken, readToken, saveToken } from '../api/token';
import type { User } from '../types/api';
import type { AppDispatch } from '../store/createAppStore';

export interface Auth {
  user: User | undefined;
  isAdmin: boolean;
  /** True while a stored token is being checked with GET /api/users/. */
  isLoading: boolean;
  isSignedIn: boolean;
  signIn: (token: string, user?: User) => void;
  logout: () => void;
}

const AuthContext = createContext<Auth | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const dispatch = useDispatch<AppDispatch>();
  const [token, setToken] = useState<string | null>(readToken);
  const { data, error, isLoading, isFetching } = useGetCurrentUserQuery(undefined, { skip: !token });

  /** Forgets the session in this browser (a token the API refused needs nothing more). */
  const forget = useCallback(() => {
    clearToken();
    setToken(null);
    // Nothing fetched for the previous person (their orders, their profile) may outlive the session.
    dispatch(api.util.resetApiState());
  }, [dispatch]);

  /** Logging out ends the token's session on the server too: a copy of the token no longer works anywhere. */
  const logout = useCallback(() => {
    const current = readToken();
    if (current) endServerSession(current);
    forget();
  }, [forget]);

  const signIn = useCallback(
    (newToken: string, user?: User) => {
      saveToken(newToken);
      dispatch(api.util.resetApiState());
      // Seed the current user so the header and redirects need no second round trip.
      if (user) dispatch(api.util.upsertQueryData('getCurrentUser', undefined, user));
      setToken(newToken);
    },
    [dispatch],
  );

  // An expired, forged or blocked session gets a 401/403: drop it so the visitor is signed out.
  const status = (error as { status?: unknown } | undefined)?.status;
  useEffect(() => {
    if (token && (status === 401 || status === 403)) forget();
  }, [token, status, forget]);

  // Signing in or out in another tab changes this one too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TOKEN_KEY && event.key !== null) return;
      const next = readToken();
      if (next === token) return;
      dispatch(api.util.resetApiState());
      setToken(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch, token]);

  const user = token ? data : undefined;
  const value = useMemo<Auth>(
    () => ({
      user,
      isAdmin: user?.role === 'admin',
      isLoading: !!token && !user && (isLoading || isFetching),
      isSignedIn: !!user,
      signIn,
      logout,
    }),
    [user, token, isLoading, isFetching, signIn, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The host's session, for a second root on the page (PlatformProviders' `host`): no state of its own. */
export function HostAuth({ auth, children }: { auth: Auth; children: ReactNode }) {
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}

/** POST /api/users/logout with the token, sent even as the page is left (keepalive); a failure changes nothing here. */
function endServerSession(token: string): void {
  try {
    void fetch(`${getApiUrl()}/api/users/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, keepalive: true }).catch(() => undefined);
  } catch {
    // No fetch (an old browser): the token still ends with its session's lifetime.
  }
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider> (PlatformProviders provides it).');
  return auth;
}
