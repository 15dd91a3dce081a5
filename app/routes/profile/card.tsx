import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { CardControlsForm } from '#app/components/salt-card/controls/card-controls-form.tsx'
import { CardStatusPanel } from '#app/components/salt-card/controls/card-status-panel.tsx'
import { CardSummary } from '#app/components/salt-card/controls/card-summary.tsx'
import { DeclinedAttemptsList } from '#app/components/salt-card/controls/declined-attempts-list.tsx'
import { ProfilesPanel } from '#app/components/salt-card/controls/profiles-panel.tsx'
import { useCardPage } from '#app/components/salt-card/controls/use-card-page.ts'
import { linkButton } from '#app/components/ui/buttons.ts'
import { Notice } from '#app/components/ui/notice.tsx'
import { pageSection, pageTitle } from '#app/components/ui/page.ts'
import { pageMeta } from '#app/lib/seo.ts'
import type { ProfileCard } from '#domain/account/answers.ts'
import { recordIdSchema } from '#domain/kernel/ids.ts'
import { controlTexts } from '#domain/salt-card/controls/texts.ts'
import type { Route } from './+types/card'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: 'Salt Card',
    description: "One Salt Card's controls, declined pickups and status.",
    noindex: true,
  })

const sectionTitle = 'text-[1.3rem] font-bold text-brand-dark'

function CardPageBody({ cardId }: { cardId: number }) {
  const { state, reload } = useCardPage(cardId)
  const [replacement, setReplacement] = useState<ProfileCard | null>(null)
  const [controlsSaved, setControlsSaved] = useState(false)
  if (state.status === 'loading') return <p role="status">Loading the card…</p>
  if (state.status === 'missing') return <Notice tone="error">You have no card with this number.</Notice>
  if (state.status === 'failed')
    return (
      <Notice tone="error">
        The card could not be loaded.{' '}
        <button type="button" className={linkButton} onClick={reload}>
          Try again
        </button>
      </Notice>
    )
  const { card, options, profiles, attempts } = state.data
  const open = card.state === 'active' || card.state === 'suspended'
  return (
    <>
      <CardSummary card={card} replacement={replacement} />
      {open && (
        <section aria-labelledby="controls-title" className="flex flex-col gap-3">
          <h2 id="controls-title" className={sectionTitle}>
            {controlTexts.controlsTitle}
          </h2>
          <CardControlsForm
            key={JSON.stringify(card.controls)}
            card={card}
            options={options}
            profiles={profiles}
            justSaved={controlsSaved}
            onSaved={() => {
              setControlsSaved(true)
              reload()
            }}
            onEdited={() => setControlsSaved(false)}
          />
        </section>
      )}
      <section aria-labelledby="declined-title" className="flex flex-col gap-3">
        <h2 id="declined-title" className={sectionTitle}>
          {controlTexts.declinedTitle}
        </h2>
        <DeclinedAttemptsList
          cardId={card.id}
          attempts={attempts}
          open={open}
          now={state.loadedAt}
          onChanged={reload}
        />
      </section>
      {open && (
        <section aria-labelledby="status-title" className="flex flex-col gap-3">
          <h2 id="status-title" className={sectionTitle}>
            Suspend or report lost
          </h2>
          <CardStatusPanel
            card={card}
            onChanged={reload}
            onReplaced={(next) => {
              setReplacement(next)
              reload()
            }}
          />
        </section>
      )}
      <section aria-labelledby="profiles-title" className="flex flex-col gap-3">
        <h2 id="profiles-title" className={sectionTitle}>
          {controlTexts.profilesTitle}
        </h2>
        <ProfilesPanel profiles={profiles} options={options} onChanged={reload} />
      </section>
    </>
  )
}

/** /profile/cards/:id: one card's controls, declined pickups, suspend, report lost, and the account's profiles. */
export default function CardPage() {
  const params = useParams()
  const cardId = recordIdSchema.safeParse(params.id)
  return (
    <section className={pageSection}>
      <Link to="/profile" className={`${linkButton} self-start`}>
        ← Your cards
      </Link>
      <h1 className={pageTitle}>Salt Card</h1>
      {cardId.success ? (
        <CardPageBody key={cardId.data} cardId={cardId.data} />
      ) : (
        <Notice tone="error">You have no card with this number.</Notice>
      )}
    </section>
  )
}
