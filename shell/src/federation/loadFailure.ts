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
