import { createHash, createHmac } from 'node:crypto'
import { type IncomingMessage, type Server, createServer } from 'node:http'
import { closeNow, listenOnLoopback, portOf } from './raw-http.ts'

export interface S3Stub {
  endpoint: string
  /** Objects by `/{bucket}/{key}`. */
  objects: Map<string, { bytes: Buffer; contentType: string; modifiedAt: Date }>
  /** Requests whose signature checked out, and those refused. */
  verified: string[]
  refused: string[]
  close(): Promise<void>
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest()

/**
 * A small S3-compatible object store on 127.0.0.1: PUT, GET and HEAD of objects kept in memory, 404 for missing keys,
 * and every request's Signature Version 4 checked with the shared secret, written here from AWS's description
 * independently of the adapter's signer, so a signing mistake fails the test instead of being mirrored by it.
 */
export async function startS3Stub(credentials: {
  accessKeyId: string
  secretAccessKey: string
  region: string
}): Promise<S3Stub> {
  const objects: S3Stub['objects'] = new Map()
  const verified: string[] = []
  const refused: string[] = []

  function signatureProblem(req: IncomingMessage, body: Buffer): string | null {
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
        req.headers.authorization ?? '',
      )
    if (!match) return 'no SigV4 authorization header'
    const [, accessKeyId, day, region, signedHeaders, signature] = match as unknown as string[]
    if (accessKeyId !== credentials.accessKeyId || region !== credentials.region)
      return 'unknown credential scope'
    const names = signedHeaders!.split(';')
    for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256'])
      if (!names.includes(required)) return `${required} not signed`
    const date = String(req.headers['x-amz-date'])
    if (date.slice(0, 8) !== day) return 'date outside the scope'
    const payloadHash = String(req.headers['x-amz-content-sha256'])
    if (payloadHash !== sha256(body)) return 'payload hash does not match the body'
    const url = new URL(req.url ?? '/', 'http://stub')
    const canonical = [
      req.method,
      url.pathname,
      url.search.slice(1),
      ...names.map((name) => `${name}:${String(req.headers[name] ?? '').trim()}`),
      '',
      signedHeaders,
      payloadHash,
    ].join('\n')
    const scope = `${day}/${region}/s3/aws4_request`
    const toSign = `AWS4-HMAC-SHA256\n${date}\n${scope}\n${sha256(canonical)}`
    let key = hmac(`AWS4${credentials.secretAccessKey}`, day!)
    for (const part of [region!, 's3', 'aws4_request']) key = hmac(key, part)
    const expected = createHmac('sha256', key).update(toSign).digest('hex')
    return expected === signature ? null : 'signature does not match'
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const path = new URL(req.url ?? '/', 'http://stub').pathname
      const problem = signatureProblem(req, body)
      if (problem) {
        refused.push(`${req.method} ${path}: ${problem}`)
        res.writeHead(403, { 'content-type': 'application/xml' })
        res.end(`<Error><Code>SignatureDoesNotMatch</Code><Message>${problem}</Message></Error>`)
        return
      }
      verified.push(`${req.method} ${path}`)
      const object = objects.get(path)
      if (req.method === 'PUT') {
        objects.set(path, {
          bytes: body,
          contentType: String(req.headers['content-type']),
          modifiedAt: new Date(),
        })
        res.writeHead(200).end()
      } else if (!object) {
        res.writeHead(404, { 'content-type': 'application/xml' })
        res.end(req.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code></Error>')
      } else {
        res.writeHead(200, {
          'content-type': object.contentType,
          'content-length': object.bytes.byteLength,
          'last-modified': object.modifiedAt.toUTCString(),
        })
        res.end(req.method === 'HEAD' ? undefined : object.bytes)
      }
    })
  })
  await listenOnLoopback(server)
  return {
    endpoint: `http://127.0.0.1:${portOf(server)}`,
    objects,
    verified,
    refused,
    close: () => closeNow(server),
  }
}
