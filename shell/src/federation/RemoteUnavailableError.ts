/** A remote could not be fetched (server down, bad manifest, network). */
export class RemoteUnavailableError extends Error {
  readonly remoteId: string;

  constructor(remoteId: string, cause?: unknown) {
    super(`Remote ${remoteId} is unavailable`, { cause });
    this.name = 'RemoteUnavailableError';
    this.remoteId = remoteId;
  }
}
