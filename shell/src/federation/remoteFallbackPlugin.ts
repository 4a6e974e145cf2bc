// Federation runtime plugin: a remote whose manifest or code cannot be fetched resolves to a
// stand-in module instead of rejecting. Its component throws RemoteUnavailableError while
// rendering, so the RemoteBoundary around it retries once with a fresh manifest, then shows the
// contained fallback with Retry.
// This file runs inside the federation runtime before shared modules are ready: no React here.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError } from './RemoteUnavailableError';

/** The stand-ins' components, so a caller can tell a stand-in from the remote's own module. */
const standIns = new WeakSet<object>();

export function unavailableModule(remoteId: string, cause: unknown) {
  function RemoteUnavailable(): never {
    throw new RemoteUnavailableError(remoteId, cause);
  }
  standIns.add(RemoteUnavailable);
  return { __esModule: true, default: RemoteUnavailable };
}

/** Whether `module` is a stand-in for a remote that could not be loaded. */
export function isUnavailable(module: { default: unknown }): boolean {
  return typeof module.default === 'function' && standIns.has(module.default);
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
