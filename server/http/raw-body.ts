import express, { type Request, type RequestHandler } from 'express'
import { HttpError } from './errors.ts'

/**
 * The request body as bytes, whatever type it declares (the type is read from the bytes themselves), on the route
 * that asks for it only; more than `limit` bytes is a 413 with `tooLargeMessage`. A JSON body the API parsed
 * already stays as it was, and the route then finds no file in it.
 */
export function rawBody(limit: number, tooLargeMessage: string): RequestHandler {
  const parse = express.raw({ type: () => true, limit })
  return (req, res, next) => {
    parse(req, res, (error?: unknown) => {
      const tooLarge =
        typeof error === 'object' && error !== null && 'type' in error && error.type === 'entity.too.large'
      next(tooLarge ? new HttpError(413, 'too_large', tooLargeMessage) : error)
    })
  }
}

/** The bytes rawBody read; a request without any (or with a JSON body instead) is a 400. */
export function bodyBytes(req: Request): Buffer {
  const body: unknown = req.body
  if (!Buffer.isBuffer(body) || body.byteLength === 0)
    throw new HttpError(400, 'no_file', 'No file was sent. Choose a file and try again.')
  return body
}
