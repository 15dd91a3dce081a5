import { useState } from 'react'
import { Link } from 'react-router'
import { Notice } from '#app/components/ui/notice.tsx'
import { SelectField } from '#app/components/ui/select-field.tsx'
import { pageSection, pageTitle } from '#app/components/ui/page.ts'
import { smallButton, primaryButton } from '#app/components/ui/buttons.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { cardQuantitySchema, maxCardsPerRequest } from '#domain/salt-card/schemas.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { pageTitles } from '#domain/salt-card/texts.ts'
import { requestSubmittedText, thankYouTitle } from '#domain/content/thank-you-texts.ts'
import { requestCards } from '#app/stores/salt-card-actions.ts'
import { useSaltStore } from '#app/stores/salt.ts'
import { useForm } from '#app/components/ui/form/use-form.ts'
import type { Route } from './+types/add-card'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: pageTitles.addCard,
    description: 'Request more Salt Cards for your account.',
    noindex: true,
  })

const quantities = Array.from({ length: maxCardsPerRequest }, (_, index) => index + 1)

/** A quantity the list does not offer reaches `requestCards` as none, which only logs an error (the original site's). */
const quantitySchema = cardQuantitySchema.optional().catch(undefined)

/** /profile/add-card: ask for 1–20 more cards (send-email addCardCustomer); a thank-you replaces the form. */
export default function AddCard() {
  const account = useSaltStore((state) => state.account)
  const [sent, setSent] = useState(false)
  const form = useForm({
    schema: quantitySchema,
    input: (element) => (element ? new FormData(element).get('quantity') : undefined),
    send: async (quantity) => {
      if (account) setSent(await requestCards(quantity, account))
    },
    refusal: (error) => ({
      notice:
        error instanceof ApiError ? error.message : 'The server could not be reached. Please try again.',
    }),
  })
  if (!account) return null

  return (
    <section className={pageSection}>
      <h1 className={pageTitle}>{pageTitles.addCard}</h1>
      {sent ? (
        <>
          <Notice tone="success" title={thankYouTitle}>
            {requestSubmittedText}
          </Notice>
          <Link to="/profile" className={`${smallButton} self-start`}>
            Back to My Salt Card
          </Link>
        </>
      ) : (
        <form className="flex max-w-md flex-col gap-4" onSubmit={(event) => void form.submit(event)}>
          <p>
            New cards are added to your account {account.customerNo}, each with its own balance. We confirm
            your request by e-mail, and your Account Manager arranges the cards with you.
          </p>
          <SelectField
            label="Number of cards"
            name="quantity"
            defaultValue="1"
            required
            className="max-w-[12rem]"
          >
            {quantities.map((quantity) => (
              <option key={quantity} value={quantity}>
                {quantity}
              </option>
            ))}
          </SelectField>
          {form.notice && <Notice tone="error">{form.notice}</Notice>}
          <button
            type="submit"
            className={`${primaryButton} self-start`}
            disabled={form.busy}
            aria-busy={form.busy}
          >
            Request cards
          </button>
        </form>
      )}
    </section>
  )
}
