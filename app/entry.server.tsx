import { Writable } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router'
import { NonceProvider } from './lib/nonce.ts'
import { buildStylesheets } from '#server/http/build-stylesheets.ts'
import { pageBootingAfterFirstPaint } from '#server/http/paint-first-boot.ts'

export const streamTimeout = 5_000

/**
 * The browser build's files, beside the server build this module is the entry of (build/server/index.js →
 * build/client/); under the development server there are none there, and pages keep their stylesheet links.
 */
const stylesheetText = buildStylesheets(new URL('../client/', import.meta.url))

/**
 * React Router's Node entry, plus the per-request CSP nonce on every inline script. The page goes out whole, once
 * everything is rendered: no loader here defers data, so streaming would send the same bytes a few milliseconds
 * sooner, as dozens of small writes (each a compression call and a socket write) and with the inline scripts that
 * put late Suspense boundaries in place. One write of the finished page costs the server much less (ADR 0014).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const nonce = loadContext.cspNonce
  return new Promise<Response>((resolve, reject) => {
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000)
    const chunks: Buffer[] = []
    const page = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk)
        callback()
      },
      final(callback) {
        clearTimeout(timeoutId)
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
        resolve(
          new Response(pageBootingAfterFirstPaint(Buffer.concat(chunks), stylesheetText), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        )
        callback()
      },
    })
    // Errors inside a Suspense boundary: the browser renders that part again, and the log says why. An error in the
    // shell rejects instead, and React Router answers with its error page.
    const boundaryErrors: unknown[] = []
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // React moves a finished Suspense boundary past the first 12.8 KB of a page out of line, with a script that
        // swaps it in later, so a streamed page paints its start sooner. The page goes out whole, so that would only
        // delay the part (the urgent notice, whose boundary comes late in the body) and add the scripts.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          for (const error of boundaryErrors) console.error(error)
          pipe(page)
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId)
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          boundaryErrors.push(error)
        },
      },
    )
  })
}
