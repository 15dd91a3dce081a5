import type { Request } from 'express'
import type { AppDeps } from '#server/context.ts'

/** What every send-email variant receives; `toEmail` from the browser is never among it (no open relay). */
export interface SendEmailInput {
  htmlData: unknown
  subject: string | undefined
}

/**
 * One htmlType of `POST /api/salt/send-email`: validates `htmlData` with its own zod schema, stores the request and
 * queues its mails in one transaction, with recipients the server chooses. Answers the JSON body to send back.
 */
export type SendEmailHandler = (deps: AppDeps, req: Request, input: SendEmailInput) => Promise<object>
