import type { Response } from 'express'

type Callback = (error?: Error | null) => void

/**
 * Keeps what the handler writes until it ends, then sends what `finish` makes of it in one piece. A stored page's
 * policy lists the hashes of its scripts, so no byte can leave before the last script is known. Sits after
 * compression in the chain, so it sees the page uncompressed and compression sees one whole body.
 */
export function holdBody(res: Response, finish: (body: string) => string) {
  const chunks: Buffer[] = []
  const end = res.end.bind(res) as (chunk: string, callback?: Callback) => Response
  const hold = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === 'string')
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'))
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk))
  }
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    hold(chunk, rest[0])
    const callback = rest.find((arg) => typeof arg === 'function') as Callback | undefined
    if (callback) process.nextTick(callback)
    return true
  }) as Response['write']
  res.end = ((...args: unknown[]) => {
    const callback = args.find((arg) => typeof arg === 'function') as Callback | undefined
    if (args[0] !== undefined && typeof args[0] !== 'function') hold(args[0], args[1])
    return end(finish(Buffer.concat(chunks).toString('utf8')), callback)
  }) as Response['end']
}
