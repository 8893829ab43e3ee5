// Uploads that report their progress: fetch cannot tell how many bytes of a request body have gone
// out, XMLHttpRequest can. Same rules as api(): the bearer token, and on a 401 one refresh (shared
// with every other call) and one replay; a refused refresh ends the session there.
import { getAccessToken, refreshAccessToken, toApiError } from './client.ts';
import { readAccessToken, readRefreshToken } from './storage.ts';

export interface UploadProgress {
  /** Bytes of the request sent so far. */
  sent: number;
  /** Bytes of the whole request (the file and its few form fields). */
  total: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting stops the upload; the promise rejects with an AbortError. */
  signal?: AbortSignal;
}

interface Answer {
  status: number;
  statusText: string;
  body: string;
}

function send(path: string, form: FormData, token: string | null, options: UploadOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader('Accept', 'application/json');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.({ sent: event.loaded, total: event.total });
    };
    request.onload = () =>
      resolve({ status: request.status, statusText: request.statusText, body: request.responseText });
    request.onerror = () => reject(new TypeError('The upload could not reach the server'));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    const abort = () => request.abort();
    if (options.signal?.aborted) return reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', abort, { once: true });
    request.onloadend = () => options.signal?.removeEventListener('abort', abort);
    request.send(form);
  });
}

/**
 * POSTs a multipart form as the signed-in user; resolves with the JSON body (for the caller to parse
 * with the call's schema), rejects with an ApiError.
 */
export async function apiUpload(path: string, form: FormData, options: UploadOptions = {}): Promise<unknown> {
  const sentToken = await getAccessToken();
  let answer = await send(path, form, sentToken, options);
  if (answer.status === 401 && readRefreshToken()) {
    const current = readAccessToken();
    const token = current && current !== sentToken ? current : await refreshAccessToken();
    answer = await send(path, form, token, options);
  }
  const response = new Response(answer.body || null, {
    status: answer.status,
    statusText: answer.statusText,
  });
  if (!response.ok) throw await toApiError(response);
  return answer.body ? (JSON.parse(answer.body) as unknown) : undefined;
}
