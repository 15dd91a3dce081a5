import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { type FileStorage, UnsafeStorageKeyError, isSafeStorageKey } from './file-storage.ts'
import { emptyPayloadHash, sha256Hex, signRequest } from './sigv4.ts'

export interface S3StorageOptions {
  /** The service's base URL, e.g. `https://s3.ca-central-1.amazonaws.com` or a MinIO / R2 endpoint. */
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  now?: () => Date
}

export class S3StorageError extends Error {}

const contentTypes: Record<string, string> = { webp: 'image/webp', pdf: 'application/pdf' }
const contentTypeOf = (key: string) => contentTypes[key.split('.').pop() ?? ''] ?? 'application/octet-stream'

/**
 * FileStorage on an S3-compatible object store, with path-style addresses (`{endpoint}/{bucket}/{key}`, which AWS,
 * MinIO, Ceph and R2 all take) and requests signed with Signature Version 4. The same key rules as the local
 * storage apply, so a key that is safe here is safe there.
 */
export function s3FileStorage(options: S3StorageOptions): FileStorage {
  const now = options.now ?? (() => new Date())
  const base = options.endpoint.replace(/\/+$/, '')
  const credentials = {
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  }

  async function send(method: 'PUT' | 'GET' | 'HEAD', key: string, body?: Uint8Array): Promise<Response> {
    if (!isSafeStorageKey(key)) throw new UnsafeStorageKeyError(key)
    const url = new URL(`${base}/${options.bucket}/${key}`)
    const headers: Record<string, string> = body ? { 'content-type': contentTypeOf(key) } : {}
    const payloadHash = body ? sha256Hex(body) : emptyPayloadHash
    const signed = signRequest(credentials, { method, url, headers, payloadHash, at: now() })
    const response = await fetch(url, {
      method,
      headers: { ...headers, ...signed },
      body: body && Buffer.from(body),
    })
    if (response.ok || (response.status === 404 && method !== 'PUT')) return response
    const detail = method === 'HEAD' ? '' : `: ${(await response.text()).slice(0, 300)}`
    throw new S3StorageError(`S3 ${method} ${key} answered ${response.status}${detail}`)
  }

  return {
    async put(key, bytes) {
      const response = await send('PUT', key, bytes)
      await response.body?.cancel()
    },
    async get(key) {
      const response = await send('GET', key)
      if (response.status === 404 || !response.body) {
        await response.body?.cancel()
        return null
      }
      return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>)
    },
    async stat(key) {
      const response = await send('HEAD', key)
      if (response.status === 404) return null
      const modified = response.headers.get('last-modified')
      return {
        size: Number(response.headers.get('content-length') ?? 0),
        modifiedAt: modified ? new Date(modified) : new Date(0),
      }
    },
  }
}
