import { randomBytes } from 'node:crypto'
import { count, desc, eq, ilike, or } from 'drizzle-orm'
import { mediaUrlOf, storedImageOf } from '#domain/catalogue/image-variants.ts'
import type { ImageVariant } from '#domain/media/media.ts'
import type { AdminListPage } from '#domain/admin/list.ts'
import { type MediaImageItem, type MediaListQuery, mediaPageSize } from '#domain/media/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import { type MediaImage, mediaImages } from '#server/db/schema.ts'
import { notFound } from '#server/http/errors.ts'
import { type StaffActor, commitContentChange } from '#server/services/admin/content-change.ts'
import { containsPattern } from '#server/services/catalog/search.ts'
import { encodeImage } from './encode-image.ts'

type MediaDeps = Pick<AppDeps, 'db' | 'now' | 'contentChanges' | 'storage'>

/** A name no one can guess or choose: the uploaded file's name never reaches storage. */
export const randomName = () => randomBytes(12).toString('hex')

export function toImageItem(row: MediaImage): MediaImageItem {
  return {
    id: row.id,
    alt: row.alt,
    originalName: row.originalName,
    width: row.width,
    height: row.height,
    sizeBytes: row.sizeBytes,
    variants: row.variants,
    createdAt: row.createdAt.toISOString(),
    image: storedImageOf(row.alt, row.variants),
  }
}

/**
 * An upload: re-encoded (encodeImage refuses what is not a readable JPEG, PNG, WebP or AVIF), each variant stored
 * under a random name first, then its row and audit row in one transaction. A failed insert leaves files no row
 * points at, which is harmless; a row without its files would be a broken image.
 */
export async function uploadImage(
  deps: MediaDeps,
  actor: StaffActor,
  input: { bytes: Uint8Array; alt: string; originalName: string },
): Promise<MediaImageItem> {
  const encoded = await encodeImage(input.bytes)
  const name = randomName()
  const storageKeys: string[] = []
  const variants: ImageVariant[] = []
  for (const variant of encoded) {
    const key = `media/${name}-${variant.width}.webp`
    await deps.storage.put(key, variant.bytes)
    storageKeys.push(key)
    variants.push({ url: mediaUrlOf(key), width: variant.width, height: variant.height })
  }
  const largest = encoded.at(-1)!
  return commitContentChange(deps, actor, async (tx, at) => {
    const [row] = await tx
      .insert(mediaImages)
      .values({
        alt: input.alt,
        originalName: input.originalName,
        width: largest.width,
        height: largest.height,
        variants,
        storageKeys,
        sizeBytes: encoded.reduce((sum, variant) => sum + variant.bytes.byteLength, 0),
        uploadedBy: actor.accountId,
        createdAt: at,
      })
      .returning()
    return {
      result: toImageItem(row!),
      change: { entity: 'images', id: row!.id, verb: 'created', before: null, after: row },
    }
  })
}

/** Uploads newest first, matching the search in alt text or file name. */
export async function listImages(
  deps: Pick<AppDeps, 'db'>,
  query: MediaListQuery,
): Promise<AdminListPage<MediaImageItem>> {
  const page = query.page ?? 1
  const where = query.q
    ? or(
        ilike(mediaImages.alt, containsPattern(query.q)),
        ilike(mediaImages.originalName, containsPattern(query.q)),
      )
    : undefined
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(mediaImages)
      .where(where)
      .orderBy(desc(mediaImages.createdAt), desc(mediaImages.id))
      .limit(mediaPageSize)
      .offset((page - 1) * mediaPageSize),
    deps.db.select({ value: count() }).from(mediaImages).where(where),
  ])
  return { items: rows.map(toImageItem), total: total?.value ?? 0, page, pageSize: mediaPageSize }
}

/** New alt text for an upload. Records that picked it keep their own copy (StoredImage), so they do not change. */
export async function updateImageAlt(
  deps: MediaDeps,
  actor: StaffActor,
  id: number,
  alt: string,
): Promise<MediaImageItem> {
  return commitContentChange(deps, actor, async (tx) => {
    const [before] = await tx.select().from(mediaImages).where(eq(mediaImages.id, id)).for('update')
    if (!before) throw notFound('This image does not exist (any more).')
    const [after] = await tx.update(mediaImages).set({ alt }).where(eq(mediaImages.id, id)).returning()
    return { result: toImageItem(after!), change: { entity: 'images', id, verb: 'updated', before, after } }
  })
}
