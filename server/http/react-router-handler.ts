import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@react-router/node'
import type express from 'express'
import { type AppLoadContext, type ServerBuild, createRequestHandler } from 'react-router'

type GetLoadContext = (req: express.Request, res: express.Response) => AppLoadContext

/**
 * React Router behind Express, as `@react-router/express` does it, except for the answer: a page (app/entry.server.tsx
 * renders it whole) goes out with one `end`, so compression gzips it in one call. The adapter reads it as a web
 * stream and flushes the compressor after each chunk, which costs a render a sync flush and a second socket write.
 * Other answers (React Router's `.data` requests) are still streamed as they come.
 */
export function reactRouterHandler({
  build,
  getLoadContext,
  mode,
}: {
  build: ServerBuild
  getLoadContext: GetLoadContext
  mode: 'production' | 'development'
}): express.RequestHandler {
  const handleRequest = createRequestHandler(build, mode)
  return async (req, res, next) => {
    try {
      const response = await handleRequest(fetchRequest(req, res), getLoadContext(req, res))
      await sendAnswer(res, response)
    } catch (error) {
      next(error)
    }
  }
}

/** The Fetch API request React Router reads, with an abort signal that fires when the visitor goes away. */
export function fetchRequest(req: express.Request, res: express.Response): Request {
  // `req.host` (with its port) follows X-Forwarded-Host only when the app trusts the proxy (TRUST_PROXY), as the
  // adapter's does; what comes after a character that would end the host in a URL is dropped, as the adapter does.
  const host = (req.host ?? '').split(/[\\/?#@]/)[0] || 'localhost'
  const url = new URL(`${req.protocol}://${host}${req.originalUrl}`)
  const controller = new AbortController()
  res.on('close', () => {
    if (!res.writableFinished) controller.abort()
  })
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each)
    else if (value !== undefined) headers.set(name, value)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(url.href, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(req), duplex: 'half' } : {}),
  })
}

/**
 * Sends React Router's answer. A visitor who goes away before a streamed answer ends (a navigation that replaced the
 * one this data was for) is no error of ours: the answer is dropped, and nothing is logged as a failure.
 */
export async function sendAnswer(res: express.Response, response: Response) {
  try {
    await send(res, response)
  } catch (error) {
    if (res.destroyed && !res.writableFinished) return
    throw error
  }
}

async function send(res: express.Response, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel()
    return
  }
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [name, value] of response.headers.entries()) res.append(name, value)
  if (!response.body) {
    res.end()
  } else if (response.headers.get('content-type')?.startsWith('text/html')) {
    res.end(Buffer.from(await response.arrayBuffer()))
  } else {
    await writeReadableStreamToWritable(response.body, res)
  }
}
