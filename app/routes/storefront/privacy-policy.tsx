import type { Route } from './+types/privacy-policy'
import { ContentPage } from '#app/components/content/content-page.tsx'
import { ContentsNav } from '#app/components/content/contents-nav.tsx'
import { PrefetchLink } from '#app/components/prefetch-link.tsx'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { pageMeta } from '#app/lib/seo.ts'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: 'Privacy Policy',
    description:
      'What personal information we collect, why, who we share it with and how to see or correct yours, under Canada’s PIPEDA.',
  })

const sections = [
  { id: 'scope', label: 'Who we are and what this covers' },
  { id: 'collect', label: 'What we collect' },
  { id: 'use', label: 'Why we use it' },
  { id: 'share', label: 'Who we share it with' },
  { id: 'browser', label: 'Your browser’s storage' },
  { id: 'keep', label: 'How long we keep it' },
  { id: 'protect', label: 'How we protect it' },
  { id: 'rights', label: 'Your rights' },
  { id: 'contact', label: 'Contact and complaints' },
]

export default function PrivacyPolicy() {
  const { brandName } = usePublicConfig()
  return (
    <ContentPage
      eyebrow="Legal"
      title="Privacy Policy"
      intro={<p>Effective November 1, 2026.</p>}
      aside={<ContentsNav items={sections} />}
    >
      <h2 id="scope">Who we are and what this covers</h2>
      <p>
        {brandName} is an Ontario supplier of road salt and de-icing products. This policy explains how we
        handle personal information collected through this website, our Salt Card accounts, our yards and our
        forms, in line with the <em>Personal Information Protection and Electronic Documents Act</em>{' '}
        (PIPEDA).
      </p>
      <h2 id="collect">What we collect</h2>
      <ul>
        <li>
          <strong>Contact details</strong> you give us in a form or an application: name, company, e-mail,
          phone, address.
        </li>
        <li>
          <strong>Account information</strong> for Salt Card customers: the cards on the account, their names
          and balances, and a securely hashed password (we never store the password itself).
        </li>
        <li>
          <strong>Transaction records:</strong> each pickup's date, time, yard, product and weight, and each
          load of funds.
        </li>
        <li>
          <strong>Payment confirmations</strong> from our payment processor. Card numbers are entered on the
          processor's page and never reach our servers.
        </li>
        <li>
          <strong>Technical information:</strong> the IP address of each request, kept in our logs to protect
          the site from abuse.
        </li>
      </ul>
      <h2 id="use">Why we use it</h2>
      <p>We use personal information only for the purposes we collected it for:</p>
      <ul>
        <li>to answer your request, quote, deliver and invoice;</li>
        <li>to run your Salt Card account: loads, pickups, receipts and password resets;</li>
        <li>to keep tax and accounting records as the law requires;</li>
        <li>to keep the site and your account secure, for example by limiting repeated sign-in attempts.</li>
      </ul>
      <p>
        We do not sell personal information. We send marketing e-mail only to people who asked for it, and
        every such message has a way to unsubscribe.
      </p>
      <h2 id="share">Who we share it with</h2>
      <p>
        Only with service providers who need it to do their work for us, under contract and for that purpose:
      </p>
      <ul>
        <li>our payment processor, to take card payments;</li>
        <li>our accounting system, to record invoices and tax;</li>
        <li>our e-mail provider, to deliver the messages you ask for;</li>
        <li>the companies of our group that share our trucks and yards, to deliver your order.</li>
      </ul>
      <p>We may also disclose information where the law requires it, for example to a court order.</p>
      <h2 id="browser">Your browser’s storage</h2>
      <p>
        This site uses no advertising cookies. Your browser's local storage keeps your sign-in (after you sign
        in) and your My List items, so they survive a page reload; signing out removes the sign-in. If we turn
        on an analytics or accessibility service, it loads only after the page is ready and is listed here.
      </p>
      <h2 id="keep">How long we keep it</h2>
      <p>
        Transaction and accounting records are kept for seven years, as tax law requires. Form requests are
        kept for two years. Account information is kept while the account is open and for seven years after it
        closes. Request logs are kept for 90 days.
      </p>
      <h2 id="protect">How we protect it</h2>
      <p>
        Access is limited to the staff who need it, connections are encrypted, passwords are stored only as
        strong one-way hashes, and sign-in sessions expire and can be ended from any device.
      </p>
      <h2 id="rights">Your rights</h2>
      <p>
        You may ask to see the personal information we hold about you, to correct it, or to withdraw a consent
        you gave, subject to legal and contractual limits. We answer within 30 days.
      </p>
      <h2 id="contact">Contact and complaints</h2>
      <p>
        Write to our Privacy Officer through the <PrefetchLink to="/contact">contact form</PrefetchLink> or at
        our head office: 2150 Steeles Avenue West, Concord, ON L4K 2Y7. If you are not satisfied with our
        answer, you may complain to the Office of the Privacy Commissioner of Canada.
      </p>
    </ContentPage>
  )
}
