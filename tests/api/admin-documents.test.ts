import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import type { MediaDocumentItem } from '#domain/media/schemas.ts'
import { auditLog, documents } from '#server/db/schema.ts'
import { listPublishedDocuments } from '#server/services/catalog/documents.ts'
import { createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'
import { escapedScriptPdf, htmlAfterPdfHeader, pdfCarrying, plainPdf } from '#tests/support/pdf-fixtures.ts'
import { pdf } from '#tests/support/upload-fixtures.ts'

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
  } & Partial<MediaDocumentItem>
}

const filesIn = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))

describe('documents', () => {
  async function uploadPdf(bytes: Uint8Array, query: Record<string, string>) {
    const response = await fetch(`${app.url}/api/salt/admin/documents?${new URLSearchParams(query)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/pdf' },
      body: Buffer.from(bytes),
    })
    return {
      status: response.status,
      body: (await response.json()) as Answer['body'] & Partial<MediaDocumentItem>,
    }
  }

  test('a PDF becomes a published document: served at its address, listed with the others, audited', async () => {
    const bytes = pdf('Calcium chloride flakes')
    const answer = await uploadPdf(bytes, { title: 'SDS Calcium Chloride Flakes' })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    const item = answer.body as MediaDocumentItem
    expect(item).toMatchObject({
      title: 'SDS Calcium Chloride Flakes',
      fileName: 'sds-calcium-chloride-flakes.pdf',
      href: '/documents/sds-calcium-chloride-flakes/sds-calcium-chloride-flakes.pdf',
    })
    const [row] = await deps.db.select().from(documents).where(eq(documents.id, item.id))
    expect(row?.storageKey).toMatch(/^documents\/[0-9a-f]{24}\.pdf$/)
    const served = await fetch(`${app.url}${item.href}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('application/pdf')
    // Stored as the PDF check wrote it out again (pdf-check.ts): the same pages, not the same bytes.
    const stored = Buffer.from(await served.arrayBuffer())
    expect(stored.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(item.sizeBytes).toBe(stored.byteLength)
    expect((await listPublishedDocuments(deps.db)).map((document) => document.href)).toContain(item.href)
    const [audit] = await deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `documents/${item.id}`))
    expect(audit).toMatchObject({ action: 'documents.created', actorAccountId: editor.id })

    // The same title again gets its own address.
    const again = await uploadPdf(pdf(), { title: 'SDS Calcium Chloride Flakes' })
    expect(again.status).toBe(201)
    expect(again.body.href).toMatch(/^\/documents\/sds-calcium-chloride-flakes-[0-9a-f]{6}\//)
  })

  test('the picker lists documents newest first, searched by title', async () => {
    await uploadPdf(pdf(), { title: 'Magnesium chloride brine' })
    const found = await api.get('/api/salt/admin/documents', { token, query: { q: 'magnesium' } })
    expect(found.status).toBe(200)
    expect(found.body).toMatchObject({ total: 1, items: [{ title: 'Magnesium chloride brine' }] })
  })

  test('not a PDF (by its bytes), more than 20 MB, or no title: refused, nothing stored', async () => {
    const before = await filesIn(uploadsDir)
    const html = await uploadPdf(Buffer.from('<html>%PDF-1.4</html>'), { title: 'Fake' })
    expect(html.status).toBe(415)
    expect(html.body.error).toEqual({ code: 'unsupported_type', message: 'Choose a PDF file.' })
    const huge = await uploadPdf(Buffer.concat([pdf(), Buffer.alloc(20 * 1024 * 1024)]), { title: 'Huge' })
    expect(huge.status).toBe(413)
    expect(huge.body.error?.message).toBe('This PDF is larger than 20 MB. Make it smaller and try again.')
    const untitled = await uploadPdf(pdf(), { title: '' })
    expect(untitled.status).toBe(400)
    expect(untitled.body.error?.fields).toEqual({ title: 'Required.' })
    expect(await filesIn(uploadsDir)).toEqual(before)
  })

  const activeContent = {
    code: 'pdf_active_content',
    message:
      'This PDF contains scripts, automatic actions or attached files, which are not accepted. Print it to a new PDF and try again.',
  }

  test.each([
    ['a script that runs on opening', () => pdfCarrying('open-action-script')],
    [
      'the same inside a compressed object stream',
      () => pdfCarrying('open-action-script', { compressed: true }),
    ],
    ['page actions (/AA)', () => pdfCarrying('page-actions', { compressed: true })],
    ['a launch action', () => pdfCarrying('launch')],
    ['an embedded file', () => pdfCarrying('embedded-file', { compressed: true })],
    ['a script action spelled with name escapes', async () => escapedScriptPdf()],
  ])('a PDF carrying %s: refused, nothing stored', async (_kind, make) => {
    const bytes = await make()
    const before = await filesIn(uploadsDir)
    const answer = await uploadPdf(bytes, { title: 'Active content' })
    expect(answer.status).toBe(422)
    expect(answer.body.error).toEqual(activeContent)
    expect(await filesIn(uploadsDir)).toEqual(before)
  })

  test('the compressed fixtures really hide their names from a scan of the bytes', async () => {
    const hidden = Buffer.from(await pdfCarrying('open-action-script', { compressed: true })).toString(
      'latin1',
    )
    expect(hidden).not.toMatch(/OpenAction|JavaScript/)
  })

  test('HTML after the %PDF- header is not a PDF: refused, nothing stored', async () => {
    const before = await filesIn(uploadsDir)
    const answer = await uploadPdf(htmlAfterPdfHeader(), { title: 'Polyglot' })
    expect(answer.status).toBe(415)
    expect(answer.body.error).toEqual({
      code: 'unsupported_type',
      message: 'This file is not a PDF that can be read. Print it to a new PDF and try again.',
    })
    expect(await filesIn(uploadsDir)).toEqual(before)
  })

  test('a clean PDF is stored as the check read it (trailing bytes gone) and served inline', async () => {
    const withTail = Buffer.concat([Buffer.from(await plainPdf()), Buffer.from('\n<html><script>1</script>')])
    const answer = await uploadPdf(withTail, { title: 'Clean sheet' })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    const served = await fetch(`${app.url}${answer.body.href}`)
    expect(served.headers.get('content-disposition')).toMatch(/^inline; /)
    const body = Buffer.from(await served.arrayBuffer())
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(body.toString('latin1')).not.toContain('<html')
    expect(answer.body.sizeBytes).toBe(body.byteLength)
  })
})
