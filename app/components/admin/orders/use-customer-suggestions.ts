import { useEffect, useState } from 'react'
import { apiGet } from '#app/lib/api-client.ts'
import type { AdminCustomerRow } from '#domain/admin/customers/answers.ts'
import type { AdminListPage } from '#domain/admin/list.ts'
import { customerSearchMinLength, customerSuggestionLimit } from '#domain/orders/customer-picker.ts'

/** Typing pauses this long before the customers are searched, so a name typed quickly costs one request. */
const typingPauseMs = 250

export interface CustomerSuggestions {
  /** The first matches by name, at most `customerSuggestionLimit`. */
  customers: AdminCustomerRow[]
  /** How many customers match in all. */
  total: number
  /** Whether the answer is that of the text now typed (a search under way, or none yet, is not). */
  settled: boolean
  failed: boolean
}

interface Answer {
  text: string
  customers: AdminCustomerRow[]
  total: number
  failed: boolean
}

/**
 * The customers matching what is typed (name, company, e-mail, customer or card number: the customers list's own
 * search, manager level like the board), once typing pauses; an older search still under way is aborted.
 */
export function useCustomerSuggestions(typed: string): CustomerSuggestions {
  const text = typed.trim()
  const searchable = text.length >= customerSearchMinLength
  const [answer, setAnswer] = useState<Answer>({ text: '', customers: [], total: 0, failed: false })

  useEffect(() => {
    if (!searchable) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      apiGet<AdminListPage<AdminCustomerRow>>(
        `/api/salt/admin/customers?sort=name&q=${encodeURIComponent(text)}`,
        {
          signal: controller.signal,
        },
      )
        .then((page) =>
          setAnswer({
            text,
            customers: page.items.slice(0, customerSuggestionLimit),
            total: page.total,
            failed: false,
          }),
        )
        .catch(() => {
          if (!controller.signal.aborted) setAnswer({ text, customers: [], total: 0, failed: true })
        })
    }, typingPauseMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text, searchable])

  if (!searchable || answer.text !== text) return { customers: [], total: 0, settled: false, failed: false }
  return { customers: answer.customers, total: answer.total, settled: true, failed: answer.failed }
}
