// Federation runtime plugin: a remote whose manifest or code cannot be fetched resolves to a
// stand-in module instead of rejecting. Its component throws RemoteUnavailableError while
// rendering, so the RemoteBoundary around it retries once with a fresh manifest, then shows the
// contained fallback with Retry.
// This file runs inside the federation runtime before shared modules are ready: no React here.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError } from './RemoteUnavailableError';

export function unavailableModule(remoteId: string, cause: unknown) {
  function RemoteUnavailable(): never {
    throw new RemoteUnavailableError(remoteId, cause);
  }
  return { __esModule: true, default: RemoteUnavailable };
}

export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'rental-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // Only a failed loadRemote() gets a stand-in; shared-module failures keep their own handling.
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`[federation] ${id} is unavailable`, error);
      return unavailableModule(id, error);
    },
  };
}
