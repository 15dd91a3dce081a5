import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { documents } from '#server/db/schema.ts'
import { seedCatalog } from '#server/db/seed/catalog.ts'
import { contentDisposition } from '#server/http/documents.ts'
import { startTestApp } from '#tests/support/test-app.ts'
import { pdfText } from '#tests/support/pdf-text.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { deps } = app
await seedCatalog(deps.db, { storage: deps.storage })

/** Raw fetch: the API client reads bodies as text, and these are PDF bytes. */
const download = (path: string, init: RequestInit = {}) =>
  fetch(new URL(path, app.url), { redirect: 'manual', ...init })

describe('GET /documents/:slug/:fileName', () => {
  test('serves a published document inline as a PDF with safe headers', async () => {
    const response = await download('/documents/sds-rock-salt/sds-rock-salt.pdf')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="sds-rock-salt.pdf"; filename*=UTF-8''sds-rock-salt.pdf`,
    )
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.subarray(0, 8).toString('latin1')).toMatch(/^%PDF-1\.\d$/)
    const { title, pages } = await pdfText(bytes)
    expect(title).toMatch(/^Rock Salt \(Sodium Chloride\)/)
    expect(pages[0]![0]).toBe(title)
    const [row] = await deps.db.select().from(documents).where(eq(documents.slug, 'sds-rock-salt'))
    expect(Number(response.headers.get('content-length'))).toBe(row?.sizeBytes)
    expect(bytes.byteLength).toBe(row?.sizeBytes)
  })

  test('the slug alone also works; a stale file name redirects to the current address', async () => {
    expect((await download('/documents/sds-salt-brine')).status).toBe(200)
    const stale = await download('/documents/sds-salt-brine/old-name.pdf')
    expect(stale.status).toBe(301)
    expect(stale.headers.get('location')).toBe('/documents/sds-salt-brine/sds-salt-brine.pdf')
  })

  test('answers 304 to a matching If-None-Match, and HEAD without a body', async () => {
    const first = await download('/documents/sds-calcium-chloride/sds-calcium-chloride.pdf')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^"\d+-\d+-\d+"$/)
    const again = await download('/documents/sds-calcium-chloride/sds-calcium-chloride.pdf', {
      // As a browser revalidates; without a Cache-Control of its own, fetch would send "no-cache".
      headers: { 'If-None-Match': etag ?? '', 'Cache-Control': 'max-age=0' },
    })
    expect(again.status).toBe(304)
    const head = await download('/documents/sds-calcium-chloride/sds-calcium-chloride.pdf', {
      method: 'HEAD',
    })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe('application/pdf')
    expect(await head.text()).toBe('')
  })

  test('404 for an unknown slug, an unpublished document, or a slug that tries to leave the folder', async () => {
    await deps.db.update(documents).set({ published: false }).where(eq(documents.slug, 'sds-salt-brine'))
    for (const path of [
      '/documents/no-such-document/x.pdf',
      '/documents/sds-salt-brine/sds-salt-brine.pdf',
      '/documents/..%2F..%2Fetc%2Fpasswd',
      '/documents/%2e%2e/%2e%2e',
    ]) {
      const response = await download(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-disposition'), path).toBeNull()
    }
    await deps.db.update(documents).set({ published: true }).where(eq(documents.slug, 'sds-salt-brine'))
  })

  test('a type a browser could run as a page is offered as a download, never inline', async () => {
    await deps.storage.put('documents/notes.html', new TextEncoder().encode('<script>alert(1)</script>'))
    await deps.db.insert(documents).values({
      slug: 'uploaded-notes',
      title: 'Notes',
      fileName: 'notes.html',
      mimeType: 'text/html',
      sizeBytes: 25,
      storageKey: 'documents/notes.html',
    })
    const response = await download('/documents/uploaded-notes/notes.html')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/octet-stream')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; /)
  })

  test('a PDF stored before uploads were checked (checked = false) is offered as a download only', async () => {
    const [rockSalt] = await deps.db.select().from(documents).where(eq(documents.slug, 'sds-rock-salt'))
    await deps.db.insert(documents).values({
      slug: 'unchecked-sheet',
      title: 'Unchecked',
      fileName: 'unchecked-sheet.pdf',
      mimeType: 'application/pdf',
      sizeBytes: rockSalt!.sizeBytes,
      storageKey: rockSalt!.storageKey,
      checked: false,
    })
    const response = await download('/documents/unchecked-sheet/unchecked-sheet.pdf')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/octet-stream')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="unchecked-sheet.pdf"/)
  })

  test('a document whose file is missing from storage is a 404, and the log says so', async () => {
    await deps.db.insert(documents).values({
      slug: 'lost-file',
      title: 'Lost',
      fileName: 'lost.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 10,
      storageKey: 'documents/lost.pdf',
    })
    expect((await download('/documents/lost-file/lost.pdf')).status).toBe(404)
    expect(app.logLines.some((line) => line.includes('document file missing from storage'))).toBe(true)
  })
})

describe('contentDisposition', () => {
  test('quotes an ASCII fallback and encodes the exact name', () => {
    expect(contentDisposition('inline', 'Fiche signalétique "sel".pdf')).toBe(
      `inline; filename="Fiche signal_tique _sel_.pdf"; filename*=UTF-8''Fiche%20signal%C3%A9tique%20%22sel%22.pdf`,
    )
    expect(contentDisposition('attachment', "it's (1).pdf")).toBe(
      `attachment; filename="it's (1).pdf"; filename*=UTF-8''it%27s%20%281%29.pdf`,
    )
  })
})
