import { Router } from 'express'
import { z } from 'zod'
import type { AppDeps } from '#server/context.ts'
import { HttpError, parseInput } from '#server/http/errors.ts'
import { sendEmailHandlers } from './send-email/handlers.ts'

/**
 * `send-email`. The browser names a variant (htmlType) and its data; a `toEmail` it sends is ignored,
 * because each variant's recipients are chosen here: the endpoint must never relay mail to an address of the
 * caller's choosing.
 */
const sendEmailBody = z.object({
  htmlType: z.string().min(1).max(64),
  htmlData: z.unknown(),
  subject: z.string().max(200).optional(),
  toEmail: z.unknown().optional(),
})

export function sendEmailRouter(deps: AppDeps): Router {
  const router = Router()
  router.post('/send-email', async (req, res) => {
    const body = parseInput(sendEmailBody, req.body)
    const handler = Object.hasOwn(sendEmailHandlers, body.htmlType)
      ? sendEmailHandlers[body.htmlType]
      : undefined
    if (!handler) {
      throw new HttpError(400, 'unknown_html_type', `There is no e-mail of type "${body.htmlType}".`, {
        htmlType: 'Unknown type',
      })
    }
    res.json(await handler(deps, req, { htmlData: body.htmlData, subject: body.subject }))
  })
  return router
}
