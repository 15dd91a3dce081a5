import { ApiError, apiErrorOf, tokenStorage } from './api-client.ts'

export interface UploadRequest {
  /** An API path, e.g. `/api/salt/admin/images`. */
  path: string
  query: Record<string, string>
  file: Blob
  /** 0 to 1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
}

/**
 * Sends a file's bytes as the request body with the signed-in token, reporting progress as it goes (fetch cannot
 * report upload progress; XMLHttpRequest can). Answers the JSON the API sent, or rejects with an ApiError in the
 * same shape as the other API calls (status 0 when the server could not be reached).
 */
export function uploadWithProgress<T>({ path, query, file, onProgress, signal }: UploadRequest): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', `${path}?${new URLSearchParams(query)}`)
    const token = tokenStorage.get()
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`)
    request.setRequestHeader('Content-Type', 'application/octet-stream')
    request.setRequestHeader('Accept', 'application/json')
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
    }
    request.onload = () => {
      const answer = uploadAnswer(request.status, request.statusText, request.responseText)
      if (answer instanceof ApiError) reject(answer)
      else resolve(answer as T)
    }
    request.onerror = () => reject(new ApiError(0, 'network_error', 'The server could not be reached.'))
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'))
    signal?.addEventListener('abort', () => request.abort(), { once: true })
    request.send(file)
  })
}

/** The parsed JSON of a 2xx answer, or the ApiError of any other. */
export function uploadAnswer(status: number, statusText: string, body: string): unknown {
  let payload: unknown = null
  try {
    payload = JSON.parse(body)
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  if (status >= 200 && status < 300) return payload
  return apiErrorOf(status, statusText, payload)
}
