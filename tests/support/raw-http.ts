import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'

export interface RawExchange {
  /** Everything the server wrote before it closed the connection. */
  text: string
  /** The status of the server's first answer, or null when it closed without one. */
  status: number | null
}

/**
 * Writes `head` on a fresh loopback connection, then `drip` a piece at a time every `gapMs` for as long as the
 * server keeps the connection open, and resolves once the server closes it: a slowloris client, bounded by the
 * server's own limits (the test's timeout catches a server that never closes).
 */
export function rawExchange(
  port: number,
  head: string,
  { drip = '', gapMs = 200 }: { drip?: string; gapMs?: number } = {},
): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let text = ''
    let timer: NodeJS.Timeout | undefined
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => {
      text += chunk
    })
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A server that closes on a client still writing resets the connection; what it wrote still counts.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error)
    })
    socket.on('close', () => {
      clearInterval(timer)
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]
      resolve({ text, status: status ? Number(status) : null })
    })
    socket.write(head, () => {
      if (!drip) return
      timer = setInterval(() => {
        if (!socket.writable) return clearInterval(timer)
        socket.write(drip)
      }, gapMs)
    })
  })
}

/** The header lines of a raw answer, as fetch would give them. */
export function rawHeaders({ text }: RawExchange): Headers {
  const [head = ''] = text.split('\r\n\r\n')
  return new Headers(
    head
      .split('\r\n')
      .slice(1)
      .map((line): [string, string] => [
        line.slice(0, line.indexOf(':')),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
  )
}

/** The body of a raw answer, parsed as JSON. */
export const rawBody = ({ text }: RawExchange): unknown =>
  JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as unknown

/** The port a listening server was given. */
export const portOf = (server: Server) => (server.address() as AddressInfo).port

/** Resolves once the server listens on a free loopback port. */
export function listenOnLoopback(server: Server): Promise<Server> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

/** Stops a test server at once: open keep-alive connections are cut instead of waited for. */
export function closeNow(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}
