import { Navigate } from 'react-router-dom';
import { readToken, useAuth } from '@rental/platform';
import { RemoteApp } from '../federation/RemoteApp';
import { Spinner } from '../layout/Spinner';
import { setAdminConfirmed } from '../federation/remotes';
import { isBackOfficeUser } from './backOffice';
import type { RemoteName } from '../federation/remotes';

/**
 * The pages of an admin-only (back-office) remote (remotes.json `adminOnly`, e.g. /admin/*): its
 * manifest and code are fetched only once GET /api/users/ has confirmed an admin or staff member
 * (backOffice.ts), so a visitor or customer never downloads a byte of it. The API enforces roles regardless.
 */
export function AdminGate({ remote }: { remote: RemoteName }) {
  const { user, isLoading, isSignedIn } = useAuth();
  if (!readToken()) return <Navigate to="/login" replace />;
  if (isLoading) return <ValidatingAdminAccess />;
  // A token the API refused (expired, forged, blocked) is no session at all: sign in again.
  if (!isSignedIn) return <Navigate to="/login" replace />;
  if (!isBackOfficeUser(user)) return <Navigate to="/" replace />;
  setAdminConfirmed(true);
  return <RemoteApp remote={remote} />;
}

export function ValidatingAdminAccess() {
  return <Spinner label="Validating admin access..." />;
}
