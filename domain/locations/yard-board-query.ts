import { z } from 'zod'
import { slugSchema } from '#domain/admin/list.ts'

/** `GET /api/salt/locations/:slug/board`: the yard's slug, as its page's address has it. */
export const yardBoardParamsSchema = z.object({ slug: slugSchema })
