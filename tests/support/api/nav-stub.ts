import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http'
import { closeNow, listenOnLoopback, portOf } from '../raw-http.ts'

/**
 * How the stub behaves: `up` as NAV's OData page does; `error` 500 to everything; `hang` accepts the request and never
 * answers; `stall` sends the answer's headers and never its body.
 */
export type NavStubMode = 'up' | 'error' | 'hang' | 'stall'

export interface NavStub {
  /** The company's OData root, for ERP_ODATA_URL. */
  url: string
  mode: NavStubMode
  /** Every request that reached the stub, in order. */
  requests: Array<{ method: string; mode: NavStubMode }>
  /** External document number → NAV's document number, for every posting the stub created. */
  created: Map<string, string>
  close(): Promise<void>
}

function answerAsNav(req: IncomingMessage, res: ServerResponse, body: string, created: Map<string, string>) {
  res.setHeader('content-type', 'application/json')
  if (req.method === 'GET') {
    const external = /External_Document_No eq '(.+)'/.exec(decodeURIComponent(req.url ?? ''))?.[1]
    const known = external ? created.get(external.replace(/''/g, "'")) : undefined
    res.end(JSON.stringify({ value: known ? [{ Document_No: known }] : [] }))
    return
  }
  const { External_Document_No: external } = JSON.parse(body) as { External_Document_No: string }
  const documentNo = created.get(external) ?? `PSC-${created.size + 1}`
  created.set(external, documentNo)
  res.statusCode = 201
  res.end(JSON.stringify({ Document_No: documentNo }))
}

/** A stand-in for Dynamics NAV's OData service on a loopback port, whose outage the test switches. */
export async function startNavStub(): Promise<NavStub> {
  const requests: NavStub['requests'] = []
  const created = new Map<string, string>()
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const { mode } = stub
      requests.push({ method: req.method ?? '', mode })
      if (mode === 'up') answerAsNav(req, res, body, created)
      else if (mode === 'error') {
        res.statusCode = 500
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify({ error: { code: 'Internal', message: 'The service is unavailable.' } }))
      } else if (mode === 'stall') {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.write('{"value": [')
      }
      // hang: no answer at all, until the client gives up or the stub closes.
    })
  })
  await listenOnLoopback(server)
  const port = portOf(server)
  const stub: NavStub = {
    url: `http://127.0.0.1:${port}/NAV/ODataV4/Company('Draglam')`,
    mode: 'up',
    requests,
    created,
    close: () => closeNow(server),
  }
  return stub
}
