import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, get } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import compression from 'compression'
import express from 'express'
import { afterAll, describe, expect, test } from 'vitest'
import { closeNow, listenOnLoopback, portOf } from '#tests/support/raw-http.ts'
import { acceptedQuality, buildAssets } from './build-assets.ts'

const dir = mkdtempSync(path.join(os.tmpdir(), 'build-assets-'))
const script = Buffer.from(`export const greeting = ${JSON.stringify('salt '.repeat(2_000))}\n`)
const copies = { br: brotliCompressSync(script), gzip: gzipSync(script, { level: 9 }) }
writeFileSync(path.join(dir, 'page-Ab12.js'), script)
writeFileSync(path.join(dir, 'page-Ab12.js.br'), copies.br)
writeFileSync(path.join(dir, 'page-Ab12.js.gz'), copies.gzip)
// A script built before precompression existed, and an image: both served as they are (compression() may step in).
writeFileSync(path.join(dir, 'old-Cd34.js'), script)
writeFileSync(path.join(dir, 'logo-Ef56.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')

// As production mounts it: compression() ahead of the assets, which must leave a precompressed answer alone.
const app = express().use(compression()).use('/assets', buildAssets(dir))
const server = await listenOnLoopback(createServer(app))
afterAll(async () => {
  await closeNow(server)
  rmSync(dir, { recursive: true, force: true })
})

function fetchRaw(
  file: string,
  acceptEncoding?: string,
  method = 'GET',
  extraHeaders: Record<string, string> = {},
  port = portOf(server),
) {
  return new Promise<{
    status: number
    headers: Record<string, string | string[] | undefined>
    body: Buffer
  }>((resolve, reject) => {
    const headers = {
      ...extraHeaders,
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    }
    get({ host: '127.0.0.1', port, path: `/assets/${file}`, headers, method }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      )
    }).on('error', reject)
  })
}

describe('a precompressed script', () => {
  test.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['*', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip, *;q=0', 'gzip'],
  ] as const)(
    'asked with Accept-Encoding %j goes out as its %s copy, untouched',
    async (accept, encoding) => {
      const answer = await fetchRaw('page-Ab12.js', accept)
      expect(answer.status).toBe(200)
      expect(answer.headers['content-encoding']).toBe(encoding)
      expect(answer.headers['content-type']).toMatch(/^text\/javascript/)
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i)
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(answer.body.equals(copies[encoding])).toBe(true)
    },
  )

  test.each([undefined, 'identity', 'br;q=0, gzip;q=0'])(
    'asked with Accept-Encoding %j goes out as the file itself',
    async (accept) => {
      const answer = await fetchRaw('page-Ab12.js', accept)
      expect(answer.status).toBe(200)
      expect(answer.headers['content-encoding']).toBeUndefined()
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i)
      expect(answer.body.equals(script)).toBe(true)
    },
  )

  test('a HEAD request gets the headers of the copy it would get, without a body', async () => {
    const answer = await fetchRaw('page-Ab12.js', 'br', 'HEAD')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(Number(answer.headers['content-length'])).toBe(copies.br.length)
    expect(answer.body.length).toBe(0)
  })
})

describe('the copies held in memory', () => {
  test('go out with the headers express.static gives the same copy', async () => {
    // A validator that matches nothing sends the request on to express.static, which answers it whole.
    const fromDisk = await fetchRaw('page-Ab12.js', 'br', 'GET', {
      'if-modified-since': 'Thu, 01 Jan 1970 00:00:00 GMT',
    })
    const fromMemory = await fetchRaw('page-Ab12.js', 'br')
    const compared = [
      'accept-ranges',
      'cache-control',
      'content-encoding',
      'content-length',
      'content-type',
      'etag',
      'last-modified',
      'vary',
    ]
    const pick = (headers: Record<string, unknown>) =>
      Object.fromEntries(compared.map((name) => [name, headers[name]]))
    expect(fromDisk.status).toBe(200)
    expect(pick(fromMemory.headers)).toEqual(pick(fromDisk.headers))
    expect(fromMemory.body.equals(fromDisk.body)).toBe(true)
  })

  test('a browser revalidating with the ETag it was given gets a 304', async () => {
    const { etag } = (await fetchRaw('page-Ab12.js', 'br')).headers
    const again = await fetchRaw('page-Ab12.js', 'br', 'GET', { 'if-none-match': String(etag) })
    expect(again.status).toBe(304)
  })

  test('are read when the server starts, not from disk at each request', async () => {
    const own = mkdtempSync(path.join(os.tmpdir(), 'build-assets-held-'))
    writeFileSync(path.join(own, 'held-Gh78.js'), script)
    writeFileSync(path.join(own, 'held-Gh78.js.br'), copies.br)
    const ownServer = await listenOnLoopback(createServer(express().use('/assets', buildAssets(own))))
    try {
      rmSync(path.join(own, 'held-Gh78.js.br'))
      const answer = await fetchRaw('held-Gh78.js', 'br', 'GET', {}, portOf(ownServer))
      expect(answer.status).toBe(200)
      expect(answer.body.equals(copies.br)).toBe(true)
    } finally {
      await closeNow(ownServer)
      rmSync(own, { recursive: true, force: true })
    }
  })
})

describe('everything else', () => {
  test('a script without copies is compressed on the fly, as before', async () => {
    const answer = await fetchRaw('old-Cd34.js', 'gzip')
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/)
  })

  test('an image is served as it is', async () => {
    const answer = await fetchRaw('logo-Ef56.svg', 'br')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(answer.body.toString()).toContain('<svg')
  })

  test('a file that is not there is not found', async () => {
    expect((await fetchRaw('missing-Zz99.js', 'br')).status).toBe(404)
  })

  test.each(['..%2Fpackage.json', '%2e%2e/%2e%2e/etc/passwd'])(
    '%s, outside the folder, is refused',
    async (file) => {
      const answer = await fetchRaw(file, 'br')
      expect([403, 404]).toContain(answer.status)
      expect(answer.headers['content-encoding']).toBeUndefined()
    },
  )
})

describe('acceptedQuality', () => {
  test.each([
    [undefined, 'br', 0],
    ['', 'gzip', 0],
    ['gzip;q=0.5, br;q=0.8', 'br', 0.8],
    ['GZIP', 'gzip', 1],
    ['*;q=0.3', 'br', 0.3],
    ['br;q=0, *', 'br', 0],
    ['br;q=abc', 'br', 0],
    ['br;q=7', 'br', 1],
  ] as const)('in %j, %s has quality %d', (header, encoding, quality) => {
    expect(acceptedQuality(header, encoding)).toBe(quality)
  })
})
