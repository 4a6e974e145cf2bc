import { Navigate, useLocation } from 'react-router-dom';
import { readToken, useAuth } from '@rental/platform';
import { FrameMarkup, RemoteApp } from '../federation/RemoteApp';
import { Spinner } from '../layout/Spinner';
import { bootFrame, setAdminConfirmed } from '../federation/remotes';
import { isBackOfficeUser } from './backOffice';
import type { RemoteName } from '../federation/remotes';

/**
 * The pages of an admin-only (back-office) remote (remotes.json `adminOnly`, e.g. /admin/*): its
 * manifest and code are fetched only once GET /api/users/ has confirmed an admin or staff member
 * (backOffice.ts), so a visitor or customer never downloads a byte of it. The API enforces roles regardless.
 */
export function AdminGate({ remote, path }: { remote: RemoteName; /** The registered route path it is rendered for. */ path?: string }) {
  const { user, isLoading, isSignedIn } = useAuth();
  const { pathname, search } = useLocation();
  if (!readToken()) return <Navigate to="/login" replace />;
  if (isLoading) {
    // The shell's HTML already had the API confirm this person and filled the page's frame: it stays.
    const frame = bootFrame(pathname + search);
    return frame === null ? <ValidatingAdminAccess /> : <FrameMarkup html={frame} />;
  }
  // A token the API refused (expired, forged, blocked) is no session at all: sign in again.
  if (!isSignedIn) return <Navigate to="/login" replace />;
  if (!isBackOfficeUser(user)) return <Navigate to="/" replace />;
  setAdminConfirmed(true);
  return <RemoteApp remote={remote} path={path} />;
}

export function ValidatingAdminAccess() {
  return <Spinner label="Validating admin access..." />;
}
