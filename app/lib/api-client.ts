/** The original site's browser storage key that keeps the session token. */
export const tokenStorageKey = 'token'

export interface TokenStorage {
  get(): string | null
  set(token: string): void
  remove(): void
}

/**
 * localStorage in the browser. On the server there is no visitor to remember, and a browser that refuses
 * storage (private mode, disabled cookies) simply keeps nobody signed in across reloads.
 */
const browserTokenStorage: TokenStorage = {
  get: () => withLocalStorage((storage) => storage.getItem(tokenStorageKey), null),
  set: (token) => withLocalStorage((storage) => storage.setItem(tokenStorageKey, token), undefined),
  remove: () => withLocalStorage((storage) => storage.removeItem(tokenStorageKey), undefined),
}

function withLocalStorage<T>(action: (storage: Storage) => T, fallback: T): T {
  if (typeof window === 'undefined') return fallback
  try {
    return action(window.localStorage)
  } catch {
    return fallback
  }
}

let activeStorage: TokenStorage = browserTokenStorage
let baseUrl = ''

/** Tests (in Node, without a browser) point the client at their server and give it an in-memory storage. */
export function configureApiClient(options: { baseUrl?: string; storage?: TokenStorage }) {
  if (options.baseUrl !== undefined) baseUrl = options.baseUrl
  if (options.storage) activeStorage = options.storage
}

export const tokenStorage: TokenStorage = {
  get: () => activeStorage.get(),
  set: (token) => activeStorage.set(token),
  remove: () => activeStorage.remove(),
}

/** A non-2xx answer (or no answer at all: status 0, code 'network_error'), in the API's error shape. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** Seconds to wait before trying again (the Retry-After header of a 429). */
    readonly retryAfter: number | null = null,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** `signal` cancels a request a newer one replaces; the call then rejects with the fetch's AbortError. */
export const apiGet = <T>(path: string, { signal }: { signal?: AbortSignal } = {}) =>
  request<T>('GET', path, undefined, signal)
/** `headers` adds request headers, such as a submission's Idempotency-Key. */
export const apiPost = <T>(
  path: string,
  body?: unknown,
  { headers }: { headers?: Record<string, string> } = {},
) => request<T>('POST', path, body, undefined, headers)
export const apiPatch = <T>(path: string, body: unknown) => request<T>('PATCH', path, body)
export const apiPut = <T>(path: string, body: unknown) => request<T>('PUT', path, body)
export const apiDelete = <T>(path: string) => request<T>('DELETE', path)

async function request<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  signal?: AbortSignal,
  extraHeaders?: Record<string, string>,
): Promise<T> {
  const response = await send(method, path, body, 'application/json', signal, extraHeaders)
  const payload: unknown = await response.json().catch(() => null)
  if (response.ok) return payload as T
  throw toApiError(response, payload)
}

/** One request with the session's token; answers the response as it came (api-files.ts reads files with it). */
export async function send(
  method: string,
  path: string,
  body: unknown,
  accept: string,
  signal?: AbortSignal,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...extraHeaders, Accept: accept }
  const token = tokenStorage.get()
  if (token) headers.Authorization = `Bearer ${token}`
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  try {
    return await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new ApiError(
      0,
      'network_error',
      error instanceof Error ? error.message : 'The server could not be reached.',
    )
  }
}

export function toApiError(response: Response, payload: unknown): ApiError {
  return apiErrorOf(
    response.status,
    response.statusText,
    payload,
    parseRetryAfter(response.headers.get('Retry-After')),
  )
}

/** An error answer in the API's shape (`{ error: { code, message, fields? } }`), or a plain HTTP error without one. */
export function apiErrorOf(
  status: number,
  statusText: string,
  payload: unknown,
  retryAfter: number | null = null,
): ApiError {
  if (isErrorBody(payload)) {
    const { code, message, fields } = payload.error
    return new ApiError(status, code, message, fields ?? {}, retryAfter)
  }
  return new ApiError(status, 'http_error', statusText || `HTTP ${status}`, {}, retryAfter)
}

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}

function isErrorBody(payload: unknown): payload is ErrorBody {
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) return false
  const { error } = payload
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  )
}

/** Retry-After is either a number of seconds or an HTTP date. */
function parseRetryAfter(header: string | null): number | null {
  if (!header) return null
  if (/^\d+$/.test(header.trim())) return Number(header)
  const at = Date.parse(header)
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000))
}
