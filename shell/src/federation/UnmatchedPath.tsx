import { useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth } from '@rental/platform';
import { isBackOfficeUser } from '../admin/backOffice';
import { RemoteLoading } from './RemoteApp';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteUnavailableError } from './RemoteUnavailableError';
import { retryUnreachableRemotes } from './remotes';
import type { RemoteView } from './remotes';
import { unmatchedPath } from './remoteRoutes';

function UnreachableRemote(): never {
  throw new RemoteUnavailableError('remote', new Error('a remote whose registration is unknown could not be reached'));
}

/**
 * A path no page claims. While a remote that has not registered yet may still claim it, this
 * waits; if such a remote is down, it may be that remote's page, so the visitor gets the contained
 * fallback with Retry rather than 'Error Not Found'.
 */
export function UnmatchedPath({ remotes, notFound }: { remotes: readonly RemoteView[]; notFound: ReactNode }) {
  const backOffice = isBackOfficeUser(useAuth().user);
  const { pathname } = useLocation();
  const [retrying, setRetrying] = useState(false);
  const state = unmatchedPath(remotes, backOffice);
  if (state === 'pending' || retrying) return <RemoteLoading />;
  if (state === 'not-found') return <>{notFound}</>;
  const retry = () => {
    setRetrying(true);
    void retryUnreachableRemotes().finally(() => setRetrying(false));
  };
  return (
    <RemoteBoundary onRetry={retry} resetKey={pathname}>
      <UnreachableRemote />
    </RemoteBoundary>
  );
}
