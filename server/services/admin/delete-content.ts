import { and, count, eq } from 'drizzle-orm'
import type { FreqInput } from '#domain/admin/list.ts'
import type { AppDeps } from '#server/context.ts'
import type { Tx } from '#server/db/client.ts'
import { posts, productGroups, products } from '#server/db/schema.ts'
import { conflict, notFound } from '#server/http/errors.ts'
import { type StaffActor, commitContentChange } from './content-change.ts'

type Target = FreqInput['url']

/**
 * freq with method delete: removes a post, a product or an empty product group, audited with the record as it
 * was. A product's units, document links and stock rows go with it (cascade). A group that still has products is
 * refused, so no product is left without a group.
 */
export async function deleteContent(
  deps: Pick<AppDeps, 'db' | 'now' | 'contentChanges'>,
  actor: StaffActor,
  { contentType, id }: Target,
): Promise<{ id: number }> {
  return commitContentChange(deps, actor, async (tx) => {
    const before = await removeRow(tx, contentType, id)
    return { result: { id }, change: { entity: contentType, id, verb: 'deleted', before, after: null } }
  })
}

async function removeRow(tx: Tx, contentType: Target['contentType'], id: number): Promise<unknown> {
  switch (contentType) {
    case 'blogs':
    case 'news': {
      const kind = contentType === 'blogs' ? 'blog' : 'news'
      const [row] = await tx
        .delete(posts)
        .where(and(eq(posts.id, id), eq(posts.kind, kind)))
        .returning()
      return row ?? missing()
    }
    case 'products': {
      const [row] = await tx.delete(products).where(eq(products.id, id)).returning()
      return row ?? missing()
    }
    case 'productgroups': {
      const [group] = await tx.select().from(productGroups).where(eq(productGroups.id, id)).for('update')
      if (!group) return missing()
      const [members] = await tx.select({ n: count() }).from(products).where(eq(products.groupId, id))
      const n = members?.n ?? 0
      if (n > 0)
        throw conflict(
          `This group still has ${n} ${n === 1 ? 'product' : 'products'}. Move them to another group or delete them first.`,
          'group_not_empty',
        )
      await tx.delete(productGroups).where(eq(productGroups.id, id))
      return group
    }
  }
}

function missing(): never {
  throw notFound('This record does not exist (any more).')
}
