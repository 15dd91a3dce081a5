import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, describe, expect, test } from 'vitest'
import type { MediaImageItem } from '#domain/media/schemas.ts'
import { auditLog } from '#server/db/schema.ts'
import { createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'
import {
  avif,
  corruptPng,
  gifScriptPolyglot,
  jpeg,
  png,
  pngBomb,
  sidewaysJpegWithExif,
  svg,
  webp,
} from '#tests/support/upload-fixtures.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app
const uploadsDir = path.join(deps.config.dataDir, 'uploads')

const editor = await createStaff(deps.db, 3000)
const token = await api.signIn(editor.eMail, editor.password)

interface Answer {
  status: number
  body: {
    error?: { code: string; message: string; fields?: Record<string, string> }
  } & Partial<MediaImageItem>
}

/** The file manager's upload: the bytes as the body, alt text and original name in the query. */
async function upload(
  bytes: Uint8Array,
  query: Record<string, string> = { alt: 'Rock salt pile', name: 'pile.jpg' },
) {
  const response = await fetch(`${app.url}/api/salt/admin/images?${new URLSearchParams(query)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    body: Buffer.from(bytes),
  })
  return { status: response.status, body: (await response.json()) as Answer['body'] }
}

async function uploaded(bytes: Uint8Array, query?: Record<string, string>): Promise<MediaImageItem> {
  const answer = await upload(bytes, query)
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body as MediaImageItem
}

/** Every file under DATA_DIR, relative to it. */
async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
}

const storedFile = (url: string) => readFile(path.join(uploadsDir, 'media', url.replace(/^\/media\//, '')))

describe('POST /api/salt/admin/images', () => {
  test('a JPEG becomes WebP at 400, 800 and 1600 px under random names, with a row and an audit row', async () => {
    const item = await uploaded(await jpeg(2400, 1200), { alt: 'Rock salt pile', name: 'pile.jpg' })
    expect(item.variants.map((variant) => [variant.width, variant.height])).toEqual([
      [400, 200],
      [800, 400],
      [1600, 800],
    ])
    expect(item).toMatchObject({ alt: 'Rock salt pile', originalName: 'pile.jpg', width: 1600, height: 800 })
    expect(item.image).toEqual({
      url: item.variants[1]!.url,
      alt: 'Rock salt pile',
      width: 800,
      height: 400,
      variants: item.variants,
    })
    for (const variant of item.variants) {
      expect(variant.url).toMatch(/^\/media\/[0-9a-f]{24}-\d+\.webp$/)
      const meta = await sharp(await storedFile(variant.url)).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', variant.width, variant.height])
    }
    const [audit] = await deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, `images/${item.id}`), eq(auditLog.action, 'images.created')))
    expect(audit).toMatchObject({
      actorAccountId: editor.id,
      details: { before: null, after: { alt: 'Rock salt pile' } },
    })
  })

  test('PNG, WebP and AVIF are accepted; small originals get fewer variants and are never upscaled', async () => {
    const widths = async (bytes: Uint8Array) =>
      (await uploaded(bytes)).variants.map((variant) => variant.width)
    expect(await widths(await png(300, 200))).toEqual([300])
    expect(await widths(await webp(900, 300))).toEqual([400, 800])
    expect(await widths(await avif(500, 500))).toEqual([400])
  })

  test('metadata is stripped (camera, owner, GPS) and the picture is turned upright first', async () => {
    const original = await sidewaysJpegWithExif(800, 400)
    const source = await sharp(original).metadata()
    expect(source.orientation).toBe(6)
    expect(source.exif?.toString('latin1')).toContain('Secret Yard Ltd')
    const item = await uploaded(original)
    // Stored 800 × 400 sideways: upright it is 400 × 800.
    expect(item.variants).toEqual([{ url: expect.any(String), width: 400, height: 800 }])
    const stored = await storedFile(item.variants[0]!.url)
    const meta = await sharp(stored).metadata()
    expect([meta.exif, meta.icc, meta.xmp, meta.iptc, meta.orientation]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ])
    expect(stored.toString('latin1')).not.toMatch(/Secret Yard|Jane Private|SaltCam/)
  })

  test('the variants are served at /media/… as WebP, never sniffed, cached for good; unknown and unsafe names are 404', async () => {
    const item = await uploaded(await jpeg(500, 400))
    const response = await fetch(`${app.url}${item.image.url}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(Buffer.from(await response.arrayBuffer())).toEqual(await storedFile(item.image.url))
    for (const unknown of [
      '/media/0123456789abcdef01234567-400.webp',
      '/media/..%2F..%2Fpglite',
      '/media/..%2Fdocuments%2Fanything.pdf',
      '/media/%2e%2e',
      '/media/ABC-400.webp',
    ])
      expect((await fetch(`${app.url}${unknown}`)).status, unknown).toBe(404)
  })

  test('SVG (even named .png), text named .jpg, GIF/JS polyglots are refused by their bytes: 415, nothing stored', async () => {
    const before = await filesIn(uploadsDir).catch(() => [])
    for (const [bytes, name] of [
      [svg, 'logo.png'],
      [Buffer.from('just some text, honest'), 'photo.jpg'],
      [gifScriptPolyglot, 'x.gif'],
    ] as const) {
      const answer = await upload(bytes, { alt: 'x', name })
      expect(answer.status, name).toBe(415)
      expect(answer.body.error).toEqual({
        code: 'unsupported_type',
        message: 'Choose a JPEG, PNG, WebP or AVIF image. Other files (SVG, GIF…) are not accepted.',
      })
    }
    expect(await filesIn(uploadsDir).catch(() => [])).toEqual(before)
  })

  test('a damaged file and a decompression bomb are refused with a 4xx, not a 500', async () => {
    const damaged = await upload(corruptPng())
    expect(damaged.status).toBe(422)
    expect(damaged.body.error?.code).toBe('unreadable_image')
    const bomb = pngBomb()
    expect(bomb.byteLength).toBeLessThan(200_000)
    const refused = await upload(bomb)
    expect(refused.status).toBe(422)
    expect(refused.body.error).toEqual({
      code: 'image_too_large',
      message: 'This image has more than 50 megapixels. Make it smaller and try again.',
    })
  })

  test('a JPEG with HTML and script appended: re-encoding drops the payload from every stored file', async () => {
    const payload = '<html><script>alert("polyglot-payload")</script></html>'
    const item = await uploaded(Buffer.concat([await jpeg(900, 600), Buffer.from(payload)]))
    expect(item.variants).toHaveLength(2)
    for (const file of await filesIn(uploadsDir))
      expect((await readFile(path.join(uploadsDir, file))).toString('latin1'), file).not.toContain(
        'polyglot-payload',
      )
  })

  test('more than 10 MB is a 413, whatever the bytes', async () => {
    const tooBig = Buffer.concat([await jpeg(50, 50), Buffer.alloc(10 * 1024 * 1024)])
    const answer = await upload(tooBig)
    expect(answer.status).toBe(413)
    expect(answer.body.error).toEqual({
      code: 'too_large',
      message: 'This image is larger than 10 MB. Make it smaller and try again.',
    })
  })

  test('the original name never becomes a path: ../../etc/passwd is stored under a random key inside uploads', async () => {
    const before = await filesIn(deps.config.dataDir)
    const item = await uploaded(await jpeg(420, 300), { alt: 'Sneaky', name: '../../etc/passwd' })
    expect(item.originalName).toBe('passwd')
    const added = (await filesIn(deps.config.dataDir)).filter((file) => !before.includes(file))
    expect(added).toEqual([`uploads/media/${item.image.url.slice('/media/'.length)}`])
  })

  test('alt text is required (400 naming the field, before any byte is read); a JSON body is no file', async () => {
    const missing = await upload(await jpeg(100, 100), { name: 'a.jpg' })
    expect(missing.status).toBe(400)
    expect(missing.body.error?.fields).toEqual({ alt: expect.any(String) })
    const blank = await upload(await jpeg(100, 100), { alt: '   ', name: 'a.jpg' })
    expect(blank.body.error?.fields).toEqual({ alt: 'Required.' })
    const json = await api.post('/api/salt/admin/images?alt=Pile', {}, { token })
    expect(json.status).toBe(400)
    expect(json.body).toEqual({
      error: { code: 'no_file', message: 'No file was sent. Choose a file and try again.' },
    })
  })
})

describe('GET and PATCH /api/salt/admin/images', () => {
  test('lists uploads newest first, searched by alt text or name, a page at a time', async () => {
    const first = await uploaded(await jpeg(400, 300), { alt: 'Brine truck at dawn', name: 'truck-1.jpg' })
    app.clock.advance(60_000)
    const second = await uploaded(await jpeg(400, 300), {
      alt: 'Loader at the dome',
      name: 'brine-loader.png',
    })
    const all = await api.get('/api/salt/admin/images', { token })
    expect(all.status).toBe(200)
    const ids = (all.body as { items: MediaImageItem[] }).items.map((item) => item.id)
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id))
    const brine = await api.get('/api/salt/admin/images', { token, query: { q: 'brine' } })
    expect(brine.body).toMatchObject({ total: 2, page: 1, pageSize: 12 })
    expect((brine.body as { items: MediaImageItem[] }).items.map((item) => item.id)).toEqual([
      second.id,
      first.id,
    ])
    const none = await api.get('/api/salt/admin/images', {
      token,
      query: { q: 'nothing like this', page: '2' },
    })
    expect(none.body).toEqual({ items: [], total: 0, page: 2, pageSize: 12 })
  })

  test('pages hold 12 uploads; the last page holds the oldest', async () => {
    const tiny = await jpeg(60, 40)
    const ids: number[] = []
    for (let n = 1; n <= 13; n++) {
      ids.push((await uploaded(tiny, { alt: `Tiny page test ${n}`, name: 't.jpg' })).id)
      app.clock.advance(1_000)
    }
    const page = async (number: number) =>
      (
        await api.get('/api/salt/admin/images', {
          token,
          query: { q: 'tiny page test', page: String(number) },
        })
      ).body as { items: MediaImageItem[]; total: number }
    const [first, second] = [await page(1), await page(2)]
    expect(first.total).toBe(13)
    expect(first.items.map((item) => item.id)).toEqual(ids.slice(1).reverse())
    expect(second.items.map((item) => item.id)).toEqual([ids[0]])
  })

  test('PATCH changes the alt text, audited; empty alt is a 400, an unknown id a 404', async () => {
    const item = await uploaded(await jpeg(400, 300), { alt: 'Old words', name: 'a.jpg' })
    const patch = (id: number, json: unknown) =>
      api.request(`/api/salt/admin/images/${id}`, { method: 'PATCH', json, token })
    const changed = await patch(item.id, { alt: 'Treated salt, blue' })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({
      id: item.id,
      alt: 'Treated salt, blue',
      image: { alt: 'Treated salt, blue' },
    })
    const [audit] = await deps.db.select().from(auditLog).where(eq(auditLog.action, 'images.updated'))
    expect(audit?.details).toMatchObject({
      before: { alt: 'Old words' },
      after: { alt: 'Treated salt, blue' },
    })
    expect((await patch(item.id, { alt: '' })).status).toBe(400)
    expect((await patch(999_999, { alt: 'x' })).status).toBe(404)
  })
})
