import type { Route } from './+types/how-to-use-salt'
import { ApplySaltCardButton } from '#app/components/content/apply-salt-card-button.tsx'
import { ContentPage } from '#app/components/content/content-page.tsx'
import { HelpAside } from '#app/components/content/help-aside.tsx'
import { StepsBox } from '#app/components/content/steps-box.tsx'
import { PrefetchLink } from '#app/components/prefetch-link.tsx'
import { pageMeta } from '#app/lib/seo.ts'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: 'How to use Salt Card',
    description:
      'Load funds online, weigh in at the scale house, load up and weigh out: how a prepaid Salt Card pickup works, step by step.',
  })

export default function HowToUseSaltCard() {
  return (
    <ContentPage
      eyebrow="Technical Resources"
      title="How to use Salt Card"
      intro={<p>From funds to a loaded truck in about fifteen minutes, at any of our yards.</p>}
      actions={<ApplySaltCardButton />}
      aside={
        <>
          <StepsBox
            title="At a glance"
            steps={[
              'Load funds online',
              'Weigh in at the scale',
              'Load at the pile',
              'Weigh out, ticket done',
            ]}
          />
          <HelpAside
            title="Stuck at the scale?"
            text="Call the hotline: the scale house can look up your card."
          />
        </>
      }
    >
      <h2>Before your first pickup</h2>
      <ol>
        <li>
          <strong>Apply for a Salt Card.</strong> An Account Manager calls you to set up your prepaid account
          and sends your cards, one per truck or driver if you like.
        </li>
        <li>
          <strong>Load funds.</strong> Sign in with <em>My Salt Card</em>, choose a card and pay by credit
          card, from $50 to $10,000 at a time. The balance is ready as soon as the payment is confirmed.
        </li>
        <li>
          <strong>Check the yard.</strong> Each <PrefetchLink to="/location">location page</PrefetchLink>{' '}
          shows its hours and whether it is open right now.
        </li>
      </ol>
      <h2>At the scale house</h2>
      <ol>
        <li>
          <strong>Weigh in.</strong> Drive onto the inbound scale and stop at the window or kiosk. Show your
          card, or the QR code on your account page. The scale records your truck's empty weight.
        </li>
        <li>
          <strong>Load.</strong> Follow the signs to the pile for your product. The loader operator fills your
          truck; stay in the cab while the bucket is moving.
        </li>
        <li>
          <strong>Weigh out.</strong> Drive onto the outbound scale. The net weight, multiplied by the day's
          price, is charged to your card, and you get a printed ticket.
        </li>
      </ol>
      <p>
        The ticket, with its date and time, appears in your transactions on your account page within minutes,
        so the office sees every pickup without waiting for an invoice.
      </p>
      <h2>Good to know</h2>
      <ul>
        <li>Your card needs enough balance for the load. If it is short, the operator can load less.</li>
        <li>Name each card after its truck or driver to tell pickups apart in your transactions.</li>
        <li>Lost a card? Deactivate it from your account page at once, or call the hotline.</li>
        <li>In storm mode, yards load around the clock: the Salt Card is the fastest way through.</li>
      </ul>
      <p>
        More questions? See the <PrefetchLink to="/faq">FAQs</PrefetchLink> or read about{' '}
        <PrefetchLink to="/salt-card-pickup">Salt Card pick up</PrefetchLink>.
      </p>
    </ContentPage>
  )
}
