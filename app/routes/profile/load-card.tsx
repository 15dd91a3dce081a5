import { Link, useSearchParams } from 'react-router'
import { LoadFundsForm } from '#app/components/salt-card/load-funds-form.tsx'
import { LoadFundsSteps } from '#app/components/salt-card/load-funds-steps.tsx'
import { NotPrepaid } from '#app/components/salt-card/not-prepaid.tsx'
import { Notice } from '#app/components/ui/notice.tsx'
import { PaymentOutcome } from '#app/components/salt-card/payment-outcome.tsx'
import { pageSection, pageTitle } from '#app/components/ui/page.ts'
import { smallButton } from '#app/components/ui/buttons.ts'
import { usePaymentReturn } from '#app/components/salt-card/use-payment-return.ts'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { loadFundsLimits } from '#domain/salt-card/load-amount.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { loadNoCardsText, pageTitles } from '#domain/salt-card/texts.ts'
import { useSaltStore } from '#app/stores/salt.ts'
import type { Route } from './+types/load-card'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: pageTitles.loadCard,
    description: 'Load funds onto your prepaid Salt Card.',
    noindex: true,
  })

/** /profile/load-card (saltLoadCard layout): choose a card and an amount, pay, come back with the result. */
export default function LoadCard() {
  const account = useSaltStore((state) => state.account)
  const config = usePublicConfig()
  const [params] = useSearchParams()
  const outcome = usePaymentReturn()
  if (!account) return null
  const preselected = Number(params.get('card')) || null
  return (
    <section className={pageSection}>
      <h1 className={pageTitle}>{pageTitles.loadCard}</h1>
      {account.paymentOption !== 'Prepaid' ? (
        <NotPrepaid paymentOption={account.paymentOption} hotlines={config.hotlines} />
      ) : (
        <>
          <PaymentOutcome outcome={outcome} />
          {account.cards.length === 0 ? (
            <>
              <Notice tone="info">{loadNoCardsText}</Notice>
              <Link to="/profile/add-card" className={`${smallButton} self-start`}>
                Request cards
              </Link>
            </>
          ) : (
            <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
              <LoadFundsForm
                // A new preselection (another card's Load funds) starts the form afresh.
                key={preselected ?? 'none'}
                cards={account.cards}
                preselectedCardId={preselected}
                limits={loadFundsLimits(config)}
              />
              <LoadFundsSteps eMail={account.eMail} />
            </div>
          )}
        </>
      )}
    </section>
  )
}
