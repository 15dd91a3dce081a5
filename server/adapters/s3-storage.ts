import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { AwsClient } from 'aws4fetch'
import { type FileStorage, UnsafeStorageKeyError, isSafeStorageKey } from './file-storage.ts'

export interface S3StorageOptions {
  /** The service's base URL, e.g. `https://s3.ca-central-1.amazonaws.com` or a MinIO / R2 endpoint. */
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
}

export class S3StorageError extends Error {}

const contentTypes: Record<string, string> = { webp: 'image/webp', pdf: 'application/pdf' }
const contentTypeOf = (key: string) => contentTypes[key.split('.').pop() ?? ''] ?? 'application/octet-stream'

const sha256Hex = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex')

/**
 * FileStorage on an S3-compatible object store, with path-style addresses (`{endpoint}/{bucket}/{key}`, which AWS,
 * MinIO, Ceph and R2 all take). aws4fetch signs each request with Signature Version 4. The same key rules as the
 * local storage apply, so a key that is safe here is safe there.
 */
export function s3FileStorage(options: S3StorageOptions): FileStorage {
  const base = options.endpoint.replace(/\/+$/, '')
  // No retries inside the client (aws4fetch's default is ten, with backoff): a store that fails answers the upload
  // or the download at once with an error, instead of holding the visitor's request for up to a minute.
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
    retries: 0,
  })

  async function send(method: 'PUT' | 'GET' | 'HEAD', key: string, body?: Uint8Array): Promise<Response> {
    if (!isSafeStorageKey(key)) throw new UnsafeStorageKeyError(key)
    // The body's hash and its content type are signed too (aws4fetch would send UNSIGNED-PAYLOAD and leave
    // content-type out), so the store refuses bytes or a type that changed on the way.
    const headers: Record<string, string> = { 'x-amz-content-sha256': sha256Hex(body ?? '') }
    if (body) headers['content-type'] = contentTypeOf(key)
    const response = await client.fetch(`${base}/${options.bucket}/${key}`, {
      method,
      headers,
      body: body && Buffer.from(body),
      aws: { allHeaders: true },
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
