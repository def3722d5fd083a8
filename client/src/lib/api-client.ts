import { ApiError, NetworkError, ParseError } from './api-error';
import { getToken } from './auth-token';

export type Unauthorized = 'throw' | 'returnNull';

interface RequestOptions {
  /** JSON-serialisable body, FormData for multipart uploads, or a Blob/ArrayBuffer sent as raw bytes. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function buildHeaders(body: unknown, extra: Record<string, string> = {}): Headers {
  const headers = new Headers(extra);
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // FormData sets its own multipart boundary; raw bytes go as octet-stream; anything else is JSON.
  if (isBinary(body)) headers.set('Content-Type', 'application/octet-stream');
  else if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  return headers;
}

function isBinary(body: unknown): body is Blob | ArrayBuffer {
  return body instanceof Blob || body instanceof ArrayBuffer;
}

async function send(method: string, url: string, options: RequestOptions = {}): Promise<Response> {
  const { body, signal, headers } = options;
  let payload: BodyInit | undefined;
  if (body instanceof FormData || isBinary(body)) payload = body;
  else if (body !== undefined) payload = JSON.stringify(body);
  try {
    // no-store: patient data never enters the browser's HTTP cache, and our own If-None-Match goes out as sent.
    return await fetch(url, {
      method,
      headers: buildHeaders(body, headers),
      body: payload,
      credentials: 'include',
      cache: 'no-store',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError();
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    body = null;
  }
  throw new ApiError(response.status, text, response.statusText, body);
}

async function readJson<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (text === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ParseError();
  }
}

/** A request that must succeed; resolves to the parsed JSON body (undefined for 204). */
export async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await send(method, url, { body });
  await throwIfNotOk(response);
  return readJson<T>(response);
}

/** A GET for a query. On 401 it raises (default) or yields null, as the caller chooses. */
export async function apiGet<T>(
  url: string,
  options: { on401?: Unauthorized; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<T | null> {
  const response = await send('GET', url, { signal: options.signal, headers: options.headers });
  if (options.on401 === 'returnNull' && response.status === 401) return null;
  await throwIfNotOk(response);
  return readJson<T>(response);
}

/** A GET for a query whose 401 raises: never null. */
export async function apiGetStrict<T>(url: string, signal?: AbortSignal, headers?: Record<string, string>): Promise<T> {
  return (await apiGet<T>(url, { on401: 'throw', signal, headers })) as T;
}

/** Binary download with the bearer token (e.g. recorded audio for an <audio> element). */
export async function apiGetBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const response = await send('GET', url, { signal });
  await throwIfNotOk(response);
  return response.blob();
}

/**
 * A GET for a polled list: it sends the last ETag in If-None-Match and reuses the last body on 304, so an
 * unchanged list costs a few bytes instead of the whole list every 5 s. The remembered body lives in memory only,
 * tied to the token it was fetched with.
 */
export function createConditionalGet<T>(url: string) {
  let last: { etag: string; token: string | null; data: T } | null = null;
  return async (options: { on401?: Unauthorized; signal?: AbortSignal } = {}): Promise<T | null> => {
    const token = getToken();
    const previous = last && last.token === token ? last : null;
    const response = await send('GET', url, {
      signal: options.signal,
      headers: previous ? { 'If-None-Match': previous.etag } : {},
    });
    if (response.status === 304 && previous) return previous.data;
    last = null;
    if (options.on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    const data = await readJson<T>(response);
    const etag = response.headers.get('ETag');
    if (etag) last = { etag, token, data };
    return data;
  };
}
