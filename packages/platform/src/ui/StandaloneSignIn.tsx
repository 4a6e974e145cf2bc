// The sign-in screen of a remote's standalone page (startStandalone): in the shell, its login page
// does this. Plain elements, loaded only when shown: the kernel every visitor loads stays small.
import { useState } from 'react';
import type { CSSProperties, FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useLoginMutation } from '../api/api';
import { getApiUrl } from '../api/runtimeConfig';
import { useAuth } from '../auth/AuthProvider';
import { errorMessage } from '../errors/errors';

const BOX: CSSProperties = { maxWidth: 360, margin: '64px auto', padding: 24, display: 'grid', gap: 12, color: '#e8ecf4', fontFamily: 'system-ui, sans-serif' };
const FIELD: CSSProperties = { display: 'grid', gap: 4 };
const INPUT: CSSProperties = { padding: '8px 10px', borderRadius: 6, border: '1px solid #2b3a5e', background: '#101a30', color: 'inherit', font: 'inherit' };
const BUTTON: CSSProperties = { padding: '8px 12px', borderRadius: 6, border: 0, background: '#1668dc', color: '#fff', font: 'inherit', cursor: 'pointer' };

/** Where a page that sent the visitor to /login wants them back ({ from } in the navigation state, as the shell's pages pass it). */
function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: string; search?: string } } | null)?.from;
  return from?.pathname ? `${from.pathname}${from.search ?? ''}` : '/';
}

/**
 * E-mail and password against the API's login. On /login, returns to where the visitor came from;
 * elsewhere (an admin-only remote's page) the page itself shows once signed in. With `adminOnly`,
 * only an admin is signed in.
 */
export default function StandaloneSignIn({ adminOnly }: { adminOnly: boolean }) {
  const [login, { isLoading }] = useLoginMutation();
  const { user, isAdmin, signIn } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const onLoginPage = location.pathname === '/login';

  if (onLoginPage && user && (isAdmin || !adminOnly)) return <Navigate to={returnPath(location.state)} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setProblem(null);
    try {
      const result = await login({ email: String(form.get('email') ?? '').trim(), password: String(form.get('password') ?? '') }).unwrap();
      if (adminOnly && result.user?.role !== 'admin') {
        setProblem(`${result.user?.email ?? 'This account'} is not an admin; this remote's pages need an admin account.`);
        return;
      }
      signIn(result.token, result.user);
      if (onLoginPage) navigate(returnPath(location.state), { replace: true });
    } catch (error) {
      setProblem(errorMessage(error, `Sign-in failed. Is the API running at ${getApiUrl()}?`));
    }
  };

  return (
    <form style={BOX} onSubmit={submit} aria-label="Sign in">
      <h1 style={{ margin: 0, fontSize: 24 }}>Sign in</h1>
      <p style={{ margin: 0, color: '#8a96ad' }}>
        Standalone run: sign in with an account of the API at {getApiUrl()}
        {adminOnly ? '. These pages need an admin account.' : '.'}
      </p>
      {user && adminOnly && !isAdmin && <p style={{ margin: 0 }}>Signed in as {user.email}, who is not an admin.</p>}
      <label style={FIELD}>
        Email
        <input style={INPUT} name="email" type="email" autoComplete="email" required />
      </label>
      <label style={FIELD}>
        Password
        <input style={INPUT} name="password" type="password" autoComplete="current-password" required />
      </label>
      {problem && (
        <p role="alert" style={{ margin: 0, color: '#ff7875' }}>
          {problem}
        </p>
      )}
      <button style={BUTTON} type="submit" disabled={isLoading}>
        {isLoading ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
