import express, { Router } from 'express'
import type { AppDeps } from '../context.ts'
import { apiErrorHandler, apiNotFound } from '../http/errors.ts'

/** Everything under /api: JSON in, JSON out, JSON errors. */
export function createApiRouter(_deps: AppDeps): Router {
  const router = Router()
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store')
    next()
  })
  router.use(express.json({ limit: '100kb' }))
  router.use(apiNotFound)
  router.use(apiErrorHandler)
  return router
}
