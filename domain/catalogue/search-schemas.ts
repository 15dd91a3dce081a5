import { z } from 'zod'
import { searchQueryMaxLength } from './search-ranking.ts'

/** GET /api/salt/search?q=: up to 80 characters once trimmed; missing or blank asks for nothing. */
export const searchQuerySchema = z.object({
  q: z.string().trim().max(searchQueryMaxLength).optional().default(''),
})
