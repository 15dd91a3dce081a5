import { createHash } from 'node:crypto'
import { text } from 'node:stream/consumers'
import { afterAll, describe, expect, test } from 'vitest'
import type { MediaImageItem } from '#domain/media/schemas.ts'
import { UnsafeStorageKeyError } from '#server/adapters/file-storage.ts'
import { S3StorageError, s3FileStorage } from '#server/adapters/s3-storage.ts'
import { fileStorageFor } from '#server/adapters/storage.ts'
import { ConfigError, loadConfig } from '#server/config.ts'
import { startS3Server } from '#tests/support/s3-server.ts'
import { createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'
import { jpeg } from '#tests/support/upload-fixtures.ts'

const s3 = await startS3Server(['salt-media', 'salt-config'])
afterAll(() => s3.close())
const credentials = {
  accessKeyId: s3.accessKeyId,
  secretAccessKey: s3.secretAccessKey,
  region: 'ca-central-1',
}

const storage = s3FileStorage({ endpoint: s3.endpoint, bucket: 'salt-media', ...credentials })

describe('S3-compatible storage (Signature Version 4, checked by a real S3 server)', () => {
  test('put, stat and get round-trip through signed requests; a missing key is null', async () => {
    const bytes = Buffer.from('%PDF-1.4 a sheet')
    await storage.put('documents/sds-test.pdf', bytes)
    expect(await s3.object('salt-media', 'documents/sds-test.pdf')).toMatchObject({
      bytes,
      contentType: 'application/pdf',
    })
    // The body's hash and its type are signed, so neither can change on the way unnoticed.
    expect(s3.signed.get('PUT /salt-media/documents/sds-test.pdf')).toEqual({
      headers: ['content-type', 'host', 'x-amz-content-sha256', 'x-amz-date'],
      payloadHash: createHash('sha256').update(bytes).digest('hex'),
    })
    const info = await storage.stat('documents/sds-test.pdf')
    expect(info?.size).toBe(bytes.byteLength)
    expect(info?.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 60_000)
    expect(await text((await storage.get('documents/sds-test.pdf'))!)).toBe('%PDF-1.4 a sheet')
    expect(await storage.stat('documents/missing.pdf')).toBeNull()
    expect(await storage.get('documents/missing.pdf')).toBeNull()
    expect(s3.refused).toEqual([])
    expect(s3.verified).toEqual([
      'PUT /salt-media/documents/sds-test.pdf',
      'HEAD /salt-media/documents/sds-test.pdf',
      'GET /salt-media/documents/sds-test.pdf',
      'HEAD /salt-media/documents/missing.pdf',
      'GET /salt-media/documents/missing.pdf',
    ])
  })

  test('a wrong secret makes the store refuse, and the adapter throws instead of pretending', async () => {
    const wrong = s3FileStorage({
      endpoint: s3.endpoint,
      bucket: 'salt-media',
      ...credentials,
      secretAccessKey: 'not-it',
    })
    await expect(wrong.put('media/a-400.webp', Buffer.from('x'))).rejects.toThrow(S3StorageError)
    await expect(wrong.get('documents/sds-test.pdf')).rejects.toThrow(/answered 403/)
    await expect(wrong.stat('documents/sds-test.pdf')).rejects.toThrow(S3StorageError)
    expect(s3.refused).toHaveLength(3)
    expect(s3.refused[0]).toBe('PUT /salt-media/media/a-400.webp: SignatureDoesNotMatch')
    expect(await s3.object('salt-media', 'media/a-400.webp')).toBeNull()
  })

  test('the key rules of the local storage apply: an unsafe key is refused before any request', async () => {
    const requests = s3.verified.length + s3.refused.length
    await expect(storage.put('../escape.pdf', Buffer.from('x'))).rejects.toThrow(UnsafeStorageKeyError)
    await expect(storage.get('media/UPPER.webp')).rejects.toThrow(UnsafeStorageKeyError)
    expect(s3.verified.length + s3.refused.length).toBe(requests)
  })
})

describe('choosing the storage by configuration', () => {
  const s3Environment = {
    STORAGE: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: 'salt-config',
    S3_REGION: credentials.region,
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  }

  test('STORAGE=s3 needs every S3_* variable; local (the default) needs none', () => {
    expect(loadConfig({}).STORAGE).toBe('local')
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'salt-config' })).toThrow(ConfigError)
    try {
      loadConfig({ STORAGE: 's3', S3_BUCKET: 'salt-config' })
    } catch (error) {
      for (const name of ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
        expect((error as Error).message).toContain(`${name}: required when STORAGE=s3`)
      expect((error as Error).message).not.toContain('S3_BUCKET')
    }
  })

  test('with STORAGE=s3 the running app stores uploads in the bucket and serves them from it', async () => {
    const app = await startTestApp()
    try {
      app.deps.storage = fileStorageFor(loadConfig(s3Environment))
      const editor = await createStaff(app.deps.db, 3000)
      const token = await app.api.signIn(editor.eMail, editor.password)
      const response = await fetch(`${app.url}/api/salt/admin/images?alt=Dome&name=dome.jpg`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: await jpeg(500, 300),
      })
      expect(response.status).toBe(201)
      const item = (await response.json()) as MediaImageItem
      const stored = await s3.object('salt-config', item.image.url.slice(1))
      expect(stored).not.toBeNull()
      const served = await fetch(`${app.url}${item.image.url}`)
      expect(served.headers.get('content-type')).toBe('image/webp')
      expect(Buffer.from(await served.arrayBuffer())).toEqual(stored!.bytes)
    } finally {
      await app.close()
    }
  })
})
