import { RemoteUnavailableError } from './RemoteUnavailableError';

/**
 * A remote's code could not be fetched, as opposed to code that ran and threw: its manifest or
 * remote entry did not answer (RemoteUnavailableError), or one of its chunks did (webpack's
 * ChunkLoadError, typically a file a deploy removed while the page was open). Fetching the
 * manifest again and loading once more can recover these; a render error it cannot.
 */
export function isLoadFailure(error: unknown): boolean {
  if (error instanceof RemoteUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/i.test(error.message);
}

const VERSION_CONFLICT = /\S+ needs @rental\/platform \S+, but this page runs @rental\/platform \S+/;

/**
 * The platform kernel's version policy refused this remote (another major than the page runs;
 * packages/build/src/runtime/sharePolicy.js): its message, naming both versions, from anywhere
 * in the error's causes. Undefined for any other failure.
 */
export function platformVersionConflict(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 8; depth += 1) {
    const text = current instanceof Error ? current.message : String(current);
    const match = VERSION_CONFLICT.exec(text);
    if (match) return match[0];
    current = current instanceof Error ? current.cause : undefined;
  }
  return undefined;
}
