import type { TestApp } from './test-app.ts'

/** A file the API sends (a PDF), read as bytes: the JSON client would decode it as text and spoil it. */
export async function download(app: TestApp, path: string, token: string) {
  const response = await fetch(new URL(path, app.url), { headers: { authorization: `Bearer ${token}` } })
  const bytes = new Uint8Array(await response.arrayBuffer())
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    bytes,
    json: () => JSON.parse(Buffer.from(bytes).toString('utf8')) as { error: { code: string } },
  }
}
