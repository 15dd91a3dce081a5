import { send, toApiError } from './api-client.ts'

/*
 * Files the API makes for the signed-in account (CSV exports, tickets' and statements' PDFs), apart from
 * api-client.ts: every page loads the client, and only account and admin screens fetch files.
 */

/** A file the API makes for the signed-in account (a CSV export): the body as a Blob, with the bearer token. */
export async function apiGetBlob(path: string): Promise<Blob> {
  const response = await send('GET', path, undefined, '*/*')
  if (response.ok) return response.blob()
  throw toApiError(response, await response.json().catch(() => null))
}

/** A document the API names itself (a ticket's PDF, a statement): the body and the name of its Content-Disposition. */
export async function apiGetFile(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send('GET', path, undefined, '*/*')
  if (!response.ok) throw toApiError(response, await response.json().catch(() => null))
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? null
  return { blob: await response.blob(), fileName }
}
