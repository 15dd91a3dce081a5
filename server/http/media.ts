import { pipeline } from 'node:stream/promises'
import { Router } from 'express'
import type { AppDeps } from '#server/context.ts'
import { isSafeStorageKey } from '#server/adapters/file-storage.ts'

/** Upload names are random and never reused, so a copy is good for a year and never needs checking again. */
const cacheControl = 'public, max-age=31536000, immutable'

/** The variants the file manager writes: `{random}-{width}.webp`. Anything else is not ours to serve from here. */
const variantName = /^[a-z0-9]+-[0-9]{1,5}\.webp$/

/**
 * `GET /media/{name}`: an uploaded image's variant from storage (`media/{name}`), always as WebP, never sniffed.
 * An unknown or malformed name falls through to the site's 404 page.
 */
export function mediaRouter(deps: AppDeps): Router {
  const router = Router()
  router.get('/media/:name', async (req, res, next) => {
    const key = `media/${req.params.name}`
    const info =
      variantName.test(req.params.name) && isSafeStorageKey(key) ? await deps.storage.stat(key) : null
    const stream = info && req.method !== 'HEAD' ? await deps.storage.get(key) : null
    if (!info || (req.method !== 'HEAD' && !stream)) {
      next()
      return
    }
    res.set({
      'Content-Type': 'image/webp',
      'Content-Length': String(info.size),
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
    })
    if (!stream) {
      res.end()
      return
    }
    try {
      await pipeline(stream, res)
    } catch (error) {
      // A visitor who leaves before the image arrives is not an error of ours.
      if (!res.destroyed) throw error
    }
  })
  return router
}
