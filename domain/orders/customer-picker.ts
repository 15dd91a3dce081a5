/** The orders board's customer picker (ADR 0032's filter by customer): its words and its limits. */

/** Fewer letters than this match too many customers to be worth a request. */
export const customerSearchMinLength = 2
/** Suggestions shown at once: a short list read at a glance; more matches ask for more letters. */
export const customerSuggestionLimit = 8

export const customerPickerTexts = {
  label: 'Customer',
  hint: 'Type part of a name, customer number or e-mail, then pick the customer.',
  listLabel: 'Matching customers',
  searching: 'Searching customers…',
  failed: 'The customers could not be searched. Try again.',
  none: (text: string) => `No customer matches “${text}”.`,
  count: (shown: number, total: number) =>
    total > shown
      ? `${shown} of ${total} matching customers shown. Type more to narrow the list.`
      : shown === 1
        ? '1 matching customer.'
        : `${shown} matching customers.`,
  chosen: 'Orders of',
  clear: 'Show every customer',
} as const
