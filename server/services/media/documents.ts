import { randomBytes } from 'node:crypto'
import { count, desc, ilike } from 'drizzle-orm'
import { documentHref } from '#domain/catalogue/links.ts'
import type { AdminListPage } from '#domain/admin/list.ts'
import { type MediaDocumentItem, type MediaListQuery, mediaPageSize } from '#domain/media/schemas.ts'
import { slugify } from '#domain/kernel/slug.ts'
import {
  documentActiveContentText,
  documentTypeRefusedText,
  documentUnreadableText,
  isPdf,
} from '#domain/media/upload-rules.ts'
import type { AppDeps } from '#server/context.ts'
import { type StoredDocument, documents } from '#server/db/schema.ts'
import { HttpError } from '#server/http/errors.ts'
import { type StaffActor, commitContentChange } from '#server/services/admin/content-change.ts'
import { containsPattern } from '#server/services/catalog/search.ts'
import { randomName } from './images.ts'
import { checkPdf } from './pdf-check.ts'

type MediaDeps = Pick<AppDeps, 'db' | 'now' | 'contentChanges' | 'storage'>

export const toDocumentItem = (row: StoredDocument): MediaDocumentItem => ({
  id: row.id,
  title: row.title,
  fileName: row.fileName,
  sizeBytes: row.sizeBytes,
  href: documentHref(row.slug, row.fileName),
  createdAt: row.createdAt.toISOString(),
})

/**
 * An uploaded PDF becomes a published document like the seeded ones: served at `/documents/{slug}/{slug}.pdf` and
 * listed on the safety documents page. Only a PDF that pdf-lib reads whole and finds no active content in is kept,
 * as pdf-check.ts wrote it out again, and marked checked (served inline). The file is stored under a random name
 * first, then the row and its audit row are written together; the slug comes from the title, with a random ending
 * when the title's slug is taken.
 */
export async function uploadDocument(
  deps: MediaDeps,
  actor: StaffActor,
  input: { bytes: Uint8Array; title: string },
): Promise<MediaDocumentItem> {
  if (!isPdf(input.bytes)) throw new HttpError(415, 'unsupported_type', documentTypeRefusedText)
  const check = await checkPdf(input.bytes)
  if (check.verdict === 'unreadable') throw new HttpError(415, 'unsupported_type', documentUnreadableText)
  if (check.verdict === 'active') throw new HttpError(422, 'pdf_active_content', documentActiveContentText)
  const storageKey = `documents/${randomName()}.pdf`
  await deps.storage.put(storageKey, check.bytes)
  const base = slugify(input.title, 80) || 'document'
  return commitContentChange(deps, actor, async (tx, at) => {
    let row: StoredDocument | undefined
    for (const slug of [base, `${base}-${randomBytes(3).toString('hex')}`]) {
      ;[row] = await tx
        .insert(documents)
        .values({
          slug,
          title: input.title,
          fileName: `${slug}.pdf`,
          mimeType: 'application/pdf',
          sizeBytes: check.bytes.byteLength,
          storageKey,
          checked: true,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing({ target: documents.slug })
        .returning()
      if (row) break
    }
    if (!row) throw new HttpError(409, 'slug_taken', 'A document with this title was just added. Try again.')
    return {
      result: toDocumentItem(row),
      change: { entity: 'documents', id: row.id, verb: 'created', before: null, after: row },
    }
  })
}

/** Every document, newest first, matching the search in the title (seeded ones included, so products can link them). */
export async function listDocuments(
  deps: Pick<AppDeps, 'db'>,
  query: MediaListQuery,
): Promise<AdminListPage<MediaDocumentItem>> {
  const page = query.page ?? 1
  const where = query.q ? ilike(documents.title, containsPattern(query.q)) : undefined
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(documents)
      .where(where)
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .limit(mediaPageSize)
      .offset((page - 1) * mediaPageSize),
    deps.db.select({ value: count() }).from(documents).where(where),
  ])
  return { items: rows.map(toDocumentItem), total: total?.value ?? 0, page, pageSize: mediaPageSize }
}
