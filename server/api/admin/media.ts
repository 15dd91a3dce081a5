import { type RequestHandler, Router } from 'express'
import type { z } from 'zod'
import { recordIdSchema } from '#domain/admin/list.ts'
import {
  documentUploadQuerySchema,
  imageAltSchema,
  imageUploadQuerySchema,
  mediaListQuerySchema,
} from '#domain/media/schemas.ts'
import {
  documentTooLargeText,
  imageTooLargeText,
  maxDocumentBytes,
  maxImageBytes,
} from '#domain/media/upload-rules.ts'
import type { AppDeps } from '#server/context.ts'
import { parseInput } from '#server/http/errors.ts'
import { bodyBytes, rawBody } from '#server/http/raw-body.ts'
import { listDocuments, uploadDocument } from '#server/services/media/documents.ts'
import { listImages, updateImageAlt, uploadImage } from '#server/services/media/images.ts'
import { requireStaff, staffActor } from './staff.ts'

/**
 * The file manager's and document manager's API (editors and up). Uploads send the file's bytes as the body (so the
 * browser can report progress) with the alt text or title in the query; the query is checked before the body is read.
 */
export function mediaRouter(deps: AppDeps): Router {
  const router = Router()
  const editor = requireStaff('editor')

  router.get('/admin/images', editor, async (req, res) => {
    res.json(await listImages(deps, parseInput(mediaListQuerySchema, req.query)))
  })
  router.post(
    '/admin/images',
    editor,
    checkQuery(imageUploadQuerySchema),
    rawBody(maxImageBytes, imageTooLargeText),
    async (req, res) => {
      const { alt, name } = parseInput(imageUploadQuerySchema, req.query)
      const item = await uploadImage(deps, staffActor(req), {
        bytes: bodyBytes(req),
        alt,
        originalName: name,
      })
      res.status(201).json(item)
    },
  )
  router.patch('/admin/images/:id', editor, async (req, res) => {
    const id = parseInput(recordIdSchema, req.params.id)
    const { alt } = parseInput(imageAltSchema, req.body)
    res.json(await updateImageAlt(deps, staffActor(req), id, alt))
  })

  router.get('/admin/documents', editor, async (req, res) => {
    res.json(await listDocuments(deps, parseInput(mediaListQuerySchema, req.query)))
  })
  router.post(
    '/admin/documents',
    editor,
    checkQuery(documentUploadQuerySchema),
    rawBody(maxDocumentBytes, documentTooLargeText),
    async (req, res) => {
      const { title } = parseInput(documentUploadQuerySchema, req.query)
      res.status(201).json(await uploadDocument(deps, staffActor(req), { bytes: bodyBytes(req), title }))
    },
  )
  return router
}

/** Refuses a bad query before the body is read: no point receiving 10 MB to say the alt text is missing. */
const checkQuery =
  (schema: z.ZodType): RequestHandler =>
  (req, _res, next) => {
    parseInput(schema, req.query)
    next()
  }
