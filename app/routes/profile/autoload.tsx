import { AutoloadCardPanel } from '#app/components/salt-card/autoload/autoload-card-panel.tsx'
import { useAutoload } from '#app/components/salt-card/autoload/use-autoload.ts'
import { NotPrepaid } from '#app/components/salt-card/not-prepaid.tsx'
import { Notice } from '#app/components/ui/notice.tsx'
import { pageSection, pageTitle } from '#app/components/ui/page.ts'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { useSaltStore } from '#app/stores/salt.ts'
import { autoloadIntroText } from '#domain/salt-card/autoload.ts'
import { loadFundsLimits } from '#domain/salt-card/load-amount.ts'
import { pageTitles } from '#domain/salt-card/texts.ts'
import type { Route } from './+types/autoload'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: pageTitles.autoload,
    description: 'Top up your prepaid Salt Cards automatically.',
    noindex: true,
  })

/** /profile/autoload (ADR 0028): each card's autoload, set up, changed or cancelled at any time. */
export default function Autoload() {
  const account = useSaltStore((state) => state.account)
  const config = usePublicConfig()
  const { load, outcome, replaceCard } = useAutoload()
  if (!account) return null
  return (
    <section className={pageSection}>
      <h1 className={pageTitle}>{pageTitles.autoload}</h1>
      {account.paymentOption !== 'Prepaid' ? (
        <NotPrepaid paymentOption={account.paymentOption} hotlines={config.hotlines} />
      ) : (
        <>
          <p className="max-w-3xl">{autoloadIntroText}</p>
          {outcome?.kind === 'saved' && (
            <Notice tone="success">Your card is saved and autoload is on.</Notice>
          )}
          {outcome?.kind === 'not-saved' && (
            <Notice tone="error" title="No card was saved">
              {outcome.reason}
            </Notice>
          )}
          {load.state === 'loading' && <p role="status">Loading your cards…</p>}
          {load.state === 'failed' && (
            <Notice tone="error">Your cards could not be loaded. Please reload the page.</Notice>
          )}
          {load.state === 'ready' && load.cards.length === 0 && (
            <Notice tone="info">You have no active Salt Cards yet.</Notice>
          )}
          {load.state === 'ready' &&
            load.cards.map((card) => (
              <AutoloadCardPanel
                key={card.cardId}
                card={card}
                limits={loadFundsLimits(config)}
                onChanged={replaceCard}
              />
            ))}
        </>
      )}
    </section>
  )
}
