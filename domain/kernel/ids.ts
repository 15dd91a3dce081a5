import { z } from 'zod'

/** The largest id a PostgreSQL `serial` holds; a bigger number is no record of ours, and never a 500. */
export const maxRecordId = 2_147_483_647

/** A record id from a path, a query or a body (text is coerced). */
export const recordIdSchema = z.coerce.number().int().positive().max(maxRecordId)
