import { Router } from 'express'
import { bulkInputSchema } from '#domain/admin/bulk.ts'
import { recordIdSchema } from '#domain/admin/list.ts'
import {
  postInputSchema,
  postListQuerySchema,
  postPreviewSchema,
  postUpdateSchema,
} from '#domain/content/post-schemas.ts'
import type { AppDeps } from '#server/context.ts'
import { parseInput } from '#server/http/errors.ts'
import { createPost, findAdminPost, updatePost } from '#server/services/admin/posts.ts'
import { bulkChangePosts } from '#server/services/admin/posts-bulk.ts'
import { listAdminPosts } from '#server/services/admin/posts-list.ts'
import { sanitizeRichText } from '#server/services/content/sanitize.ts'
import { requireStaff, staffActor } from './staff.ts'

const recordParams = (params: unknown) => parseInput(recordIdSchema, (params as { id?: unknown }).id)

/** `/api/salt/admin/posts`: news and blog posts for editors (level 3000 and up). */
export function postsRouter(deps: AppDeps): Router {
  const router = Router()
  const editor = requireStaff('editor')

  router.get('/admin/posts', editor, async (req, res) => {
    res.json(await listAdminPosts(deps.db, parseInput(postListQuerySchema, req.query)))
  })

  router.post('/admin/posts', editor, async (req, res) => {
    const input = parseInput(postInputSchema, req.body)
    res.status(201).json(await createPost(deps, staffActor(req), input))
  })

  // Publish, unpublish or delete ticked posts at once: one answer per id (docs/decisions/0024-bulk-admin-work.md).
  router.post('/admin/posts/bulk', editor, async (req, res) => {
    res.json(await bulkChangePosts(deps, staffActor(req), parseInput(bulkInputSchema, req.body)))
  })

  // The body exactly as visitors would get it: the staff preview renders this with the storefront's components.
  router.post('/admin/posts/preview', editor, (req, res) => {
    const { bodyHtml } = parseInput(postPreviewSchema, req.body)
    res.json({ bodyHtml: sanitizeRichText(bodyHtml) })
  })

  router.get('/admin/posts/:id', editor, async (req, res) => {
    res.json(await findAdminPost(deps.db, recordParams(req.params)))
  })

  router.put('/admin/posts/:id', editor, async (req, res) => {
    const id = recordParams(req.params)
    res.json(await updatePost(deps, staffActor(req), id, parseInput(postUpdateSchema, req.body)))
  })

  return router
}
