import type { SendEmailHandler } from './handler.ts'

/** The htmlType variants of send-email, each in its own module beside this one. */
export const sendEmailHandlers: Record<string, SendEmailHandler> = {}
