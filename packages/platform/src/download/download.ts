// Files the API makes (invoices, quotes) need the bearer token, so they are fetched through the one
// API client and handed to the browser as a download, never opened as a plain link.

/**
 * An RTK Query responseHandler for a file response: the file as an object URL (a string, so the
 * store stays serialisable); a failure's JSON body is read as usual, so its `error` text shows.
 */
export async function fileAsObjectUrl(response: Response): Promise<unknown> {
  if (!response.ok) return response.json().catch(() => ({}));
  return URL.createObjectURL(await response.blob());
}

/** Saves an object URL under `fileName`, then lets it go. */
export function saveObjectUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download by the next task; the URL is no longer needed then.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
