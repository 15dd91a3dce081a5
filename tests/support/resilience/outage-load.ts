/** One answer the load got: when (ms on the test's clock), which kind of call, and what came back. */
export interface LoadAnswer {
  at: number
  kind: 'read' | 'write'
  /** The HTTP status, or what went wrong below HTTP. */
  status: number | 'network-error' | 'timeout'
  contentType: string
  body: string
  /** For a write: the address the form was sent from, to find its row afterwards. */
  email?: string
}

export interface Load {
  answers: LoadAnswer[]
  stop(): Promise<void>
}

const requestTimeoutMs = 10_000
/** A pause between a loop's calls, so four loops keep the app busy without taking both cores from it. */
const paceMs = 20

let sent = 0

async function call(url: string, init: RequestInit): Promise<Omit<LoadAnswer, 'at' | 'kind'>> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(requestTimeoutMs) })
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      body: await response.text(),
    }
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError'
    return { status: timedOut ? 'timeout' : 'network-error', contentType: '', body: String(error) }
  }
}

/** A product search: a read that goes to the database every time (the API is never cached). */
function read(baseUrl: string) {
  return call(`${baseUrl}/api/salt/search?q=salt`, {})
}

/** A contact form: a write of a row and its outbox mails in one transaction; each from its own address. */
async function write(baseUrl: string) {
  const n = ++sent
  const email = `outage-${n}-${Date.now()}@example.test`
  const answer = await call(`${baseUrl}/api/salt/send-email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // The app trusts loopback's X-Forwarded-For: a fresh address per form keeps the per-address limit away.
      'x-forwarded-for': `198.51.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`,
    },
    body: JSON.stringify({
      htmlType: 'contact',
      htmlData: { name: 'Outage Tester', email, phone: '', message: 'Sent while the database restarts.' },
    }),
  })
  return { ...answer, email }
}

/** `readers` loops of reads and `writers` loops of writes against the app until stopped. */
export function startLoad(baseUrl: string, { readers = 2, writers = 2 } = {}): Load {
  const answers: LoadAnswer[] = []
  let running = true
  const loop = async (kind: LoadAnswer['kind']) => {
    while (running) {
      const answer = kind === 'read' ? await read(baseUrl) : await write(baseUrl)
      answers.push({ at: performance.now(), kind, ...answer })
      await new Promise((resolve) => setTimeout(resolve, paceMs))
    }
  }
  const loops = [
    ...Array.from({ length: readers }, () => loop('read')),
    ...Array.from({ length: writers }, () => loop('write')),
  ]
  return {
    answers,
    async stop() {
      running = false
      await Promise.all(loops)
    },
  }
}
