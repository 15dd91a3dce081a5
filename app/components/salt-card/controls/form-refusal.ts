import { ApiError } from '#app/lib/api-client.ts'
import type { Refusal } from '#app/components/ui/form/use-form.ts'

/** What a refused save means on the card's page: the server's texts by field, or its message above the form. */
export function controlsRefusal(error: unknown): Refusal {
  if (error instanceof ApiError)
    return { fields: error.fields, notice: Object.keys(error.fields).length > 0 ? null : error.message }
  return { notice: 'The server could not be reached. Please try again.' }
}

export const reasonOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'The server could not be reached. Please try again.'
