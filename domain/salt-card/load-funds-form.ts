import { z } from 'zod'
import { maxRecordId } from '#domain/kernel/ids.ts'
import type { LoadFundsLimits } from './answers.ts'
import { parseLoadAmount } from './load-amount.ts'

/**
 * The load-funds form: the card, and Amount as typed in dollars, to whole cents within the server's limits (the
 * checkout body, `loadFundsCheckoutSchema` in ./schemas.ts, takes the cents).
 */
export const loadFundsFormSchema = (limits: LoadFundsLimits) =>
  z.object({
    cardId: z.coerce.number().int().positive().max(maxRecordId),
    amount: z.string().transform((typed, context) => {
      const amount = parseLoadAmount(typed, limits)
      if (amount.ok) return amount.cents
      context.addIssue({ code: 'custom', message: amount.message })
      return z.NEVER
    }),
  })
