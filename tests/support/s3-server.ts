import { mkdtemp, rm } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import S3rver from '@20minutes/s3rver'
import { closeNow } from './raw-http.ts'

export interface S3Server {
  endpoint: string
  /** The one key pair s3rver knows; any other is refused. */
  accessKeyId: string
  secretAccessKey: string
  /**
   * Requests the server let through (`PUT /bucket/key`), and those it refused with a 403 or that AWS would refuse
   * for a header left out of the signature, each with why.
   */
  verified: string[]
  refused: string[]
  /**
   * What each request signed, by request: the headers, and the x-amz-content-sha256. s3rver checks the signature
   * over that hash but not that it is the body's, which AWS does (a mismatch is a 400 there), so the tests compare it
   * with the bytes sent.
   */
  signed: Map<string, { headers: string[]; payloadHash: string }>
  /** An object as the server stored it, read from its store rather than through the API; null when missing. */
  object(bucket: string, key: string): Promise<{ bytes: Buffer; contentType: string } | null>
  close(): Promise<void>
}

const signedHeaders = (req: IncomingMessage) =>
  /SignedHeaders=([^,]+)/.exec(req.headers.authorization ?? '')?.[1]?.split(';') ?? []

/**
 * s3rver on 127.0.0.1, files kept in a temporary directory: a real S3-compatible server written independently of
 * the adapter's client, which checks every request's Signature Version 4, so a signing mistake fails the test
 * instead of being mirrored by it.
 */
export async function startS3Server(buckets: string[]): Promise<S3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'salt-s3-'))
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  })
  const errorCodes = new WeakMap<IncomingMessage, string>()
  s3rver.on('error', (error, { req }) => errorCodes.set(req, error.code ?? 'unknown'))
  const { port } = await s3rver.run()

  const verified: string[] = []
  const refused: string[] = []
  const signed: S3Server['signed'] = new Map()
  s3rver.httpServer.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const request = `${req.method} ${new URL(req.url ?? '/', 'http://s3').pathname}`
    const headers = signedHeaders(req)
    signed.set(request, { headers, payloadHash: String(req.headers['x-amz-content-sha256']) })
    // AWS wants host and every x-amz-* header signed; s3rver checks only the headers the signature names.
    const unsigned = ['host', ...Object.keys(req.headers).filter((name) => name.startsWith('x-amz-'))].find(
      (name) => !headers.includes(name),
    )
    res.on('finish', () => {
      const problem = res.statusCode === 403 ? errorCodes.get(req) : unsigned && `${unsigned} not signed`
      if (problem) refused.push(`${request}: ${problem}`)
      else verified.push(request)
    })
  })

  return {
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    verified,
    refused,
    signed,
    async object(bucket, key) {
      const stored = await s3rver.store.getObject(bucket, key)
      if (!stored?.content) return null
      return { bytes: await buffer(stored.content), contentType: stored.metadata['content-type'] ?? '' }
    },
    async close() {
      await closeNow(s3rver.httpServer)
      await rm(directory, { recursive: true, force: true })
    },
  }
}
