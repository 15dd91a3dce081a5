import type { Response } from 'express'

/**
 * A document the API makes for the signed-in account (a ticket's PDF, a statement's CSV), sent as a download with a
 * name of our making (ASCII only: the names are built from references and months we have already reduced).
 */
export function sendDownload(
  res: Response,
  body: Uint8Array | string,
  { contentType, fileName }: { contentType: string; fileName: string },
) {
  res.set({
    'Content-Type': contentType,
    'Content-Disposition': `attachment; filename="${fileName}"`,
  })
  res.send(typeof body === 'string' ? body : Buffer.from(body))
}
