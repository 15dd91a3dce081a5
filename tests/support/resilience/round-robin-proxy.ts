import { type IncomingMessage, type ServerResponse, createServer, request } from 'node:http'

export interface RoundRobinProxy {
  url: string
  /** How many requests each upstream was sent, in the order the upstreams were given. */
  served: number[]
  close(): Promise<void>
}

/**
 * A load balancer in miniature, on loopback: each request goes to the next upstream in turn, with the client's
 * address appended to X-Forwarded-For as a real proxy does (the app trusts loopback proxies).
 */
export async function startRoundRobinProxy(upstreams: string[], port: number): Promise<RoundRobinProxy> {
  const served = upstreams.map(() => 0)
  let next = 0
  const forward = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const index = next++ % upstreams.length
    served[index]! += 1
    const target = new URL(incoming.url ?? '/', upstreams[index])
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(', ')
    const upstream = request(
      target,
      { method: incoming.method, headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'application/json' })
      outgoing.end('{"error":{"code":"bad_gateway","message":"The upstream did not answer."}}')
    })
    incoming.pipe(upstream)
  }
  // Idle client connections stay open a minute, as a real balancer's and the app's own (server/http/http-server.ts).
  // With Node's default of 5 s the proxy closed connections the test's client, whose idle timers are coarser, was
  // about to reuse, and a request on one met a reset (seen on a loaded machine).
  const server = createServer({ keepAliveTimeout: 65_000 }, forward)
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
