// A helper each app bundles. The API address and the token are the kernel's state, so they come
// from the shared '@rental/platform' (never a relative path into the kernel: that would be a
// second, empty copy of it).
import { getApiUrl, readToken } from '@rental/platform';
import { ApiRequestError } from '../errors/errors';
import type { PresignResult, UploadFolder } from '../types/api';

export type UploadProgress = (percent: number) => void;

/** The `error` field of a JSON response; storage that responds otherwise (S3's XML) has none. */
function errorField(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { error?: unknown } | null;
    return typeof body?.error === 'string' && body.error ? body.error : undefined;
  } catch {
    return undefined;
  }
}

async function serverError(response: Response): Promise<string | undefined> {
  return errorField(await response.text().catch(() => ''));
}

/** The file's size is signed into the link, so the 10 MB cap holds on S3 too, not only on the API's own storage. */
async function presign(contentType: string, folder: UploadFolder, size: number): Promise<PresignResult> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(`${getApiUrl()}/api/uploads/presign`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ contentType, folder, size }),
    });
  } catch {
    throw new ApiRequestError('Failed to presign upload', 'FETCH_ERROR');
  }
  if (!response.ok) {
    throw new ApiRequestError((await serverError(response)) ?? 'Failed to presign upload', response.status);
  }
  const result = (await response.json()) as PresignResult;
  // Local storage may sign a path on the API itself; make it absolute against the API address.
  return { ...result, uploadUrl: new URL(result.uploadUrl, `${getApiUrl()}/`).toString() };
}

/** XMLHttpRequest only because fetch cannot report upload progress. */
function putWithProgress(url: string, file: File, onProgress: UploadProgress): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', file.type);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new ApiRequestError(errorField(request.responseText ?? '') ?? 'Failed to upload file to storage', request.status));
    request.onerror = () => reject(new ApiRequestError('Failed to upload file to storage', 'FETCH_ERROR'));
    request.send(file);
  });
}

async function put(url: string, file: File): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'PUT', headers: { 'Content-Type': file.type }, body: file });
  } catch {
    throw new ApiRequestError('Failed to upload file to storage', 'FETCH_ERROR');
  }
  if (!response.ok) {
    throw new ApiRequestError((await serverError(response)) ?? 'Failed to upload file to storage', response.status);
  }
}

/**
 * The presign flow of spec §7: ask the API for a signed URL, PUT the file there with its content
 * type, and return the public address to store on the product or gallery item.
 * Failures throw ApiRequestError whose text is the server's or the step's message (spec §8).
 */
export async function uploadImage(file: File | null | undefined, folder: UploadFolder, onProgress?: UploadProgress): Promise<string> {
  if (!file) throw new ApiRequestError('No file selected');
  const contentType = file.type || 'application/octet-stream';
  const { uploadUrl, publicUrl } = await presign(contentType, folder, file.size);
  onProgress?.(0);
  if (onProgress) await putWithProgress(uploadUrl, file, onProgress);
  else await put(uploadUrl, file);
  onProgress?.(100);
  return publicUrl;
}
