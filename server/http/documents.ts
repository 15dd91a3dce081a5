import { pipeline } from 'node:stream/promises'
import { Router } from 'express'
import { documentHref } from '#domain/catalogue/links.ts'
import type { AppDeps } from '#server/context.ts'
import { findPublishedDocument } from '#server/services/catalog/documents.ts'

/**
 * Types a browser may show in place, when the file passed the upload check (`documents.checked`); anything else is
 * offered as a download, so no upload renders as a page and no unchecked PDF opens in the browser's viewer.
 */
const inlineTypes = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'text/plain'])

/** Published documents may be replaced: browsers reuse a copy for an hour, then revalidate with the ETag. */
const cacheControl = 'public, max-age=3600'

/**
 * `GET /documents/:slug/:fileName?`: a published document's file from storage. An unknown or unpublished slug
 * falls through to the site's 404 page; a stale file name redirects to the document's current address.
 */
export function documentsRouter(deps: AppDeps): Router {
  const router = Router()
  router.get('/documents/:slug{/:fileName}', async (req, res, next) => {
    const document = await findPublishedDocument(deps.db, req.params.slug)
    const info = document && (await deps.storage.stat(document.storageKey))
    if (!document || !info) {
      if (document) deps.log.warn({ slug: document.slug }, 'document file missing from storage')
      next()
      return
    }
    if (req.params.fileName !== undefined && req.params.fileName !== document.fileName) {
      res.redirect(301, documentHref(document.slug, document.fileName))
      return
    }
    const validators = {
      ETag: `"${document.id}-${info.size}-${info.modifiedAt.getTime()}"`,
      'Last-Modified': info.modifiedAt.toUTCString(),
      'Cache-Control': cacheControl,
    }
    res.set(validators)
    if (req.fresh) {
      res.status(304).end()
      return
    }
    const stream = req.method === 'HEAD' ? null : await deps.storage.get(document.storageKey)
    if (req.method !== 'HEAD' && !stream) {
      // Removed between the two looks: the 404 page must not carry this file's validators.
      for (const header of Object.keys(validators)) res.removeHeader(header)
      next()
      return
    }
    const inline = document.checked && inlineTypes.has(document.mimeType)
    res.set({
      'Content-Type': inline ? document.mimeType : 'application/octet-stream',
      'Content-Length': String(info.size),
      'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', document.fileName),
      'X-Content-Type-Options': 'nosniff',
    })
    if (!stream) {
      res.end()
      return
    }
    try {
      await pipeline(stream, res)
    } catch (error) {
      // A visitor who stops the download is not an error of ours.
      if (!res.destroyed) throw error
    }
  })
  return router
}

/** `inline; filename="plain ASCII"; filename*=UTF-8''exact%20name` (RFC 6266), safe for any stored name. */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
