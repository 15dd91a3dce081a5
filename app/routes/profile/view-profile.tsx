import { Link } from 'react-router'
import { pageSection, pageTitle } from '#app/components/ui/page.ts'
import { smallButton } from '#app/components/ui/buttons.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { pageTitles } from '#domain/salt-card/texts.ts'
import { useSaltStore } from '#app/stores/salt.ts'
import type { Route } from './+types/view-profile'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: pageTitles.viewProfile,
    description: 'The details of your Salt Card account.',
    noindex: true,
  })

const notGiven = 'Not given'

/** /profile/view-profile: the account's details as the shop has them. */
export default function ViewProfile() {
  const account = useSaltStore((state) => state.account)
  if (!account) return null
  const fields = [
    { term: 'Name', value: account.name },
    { term: 'Company', value: account.company },
    { term: 'Email', value: account.eMail },
    { term: 'Customer number', value: account.customerNo },
    { term: 'Contact number', value: account.contactNumber },
    { term: 'Address', value: account.address },
    { term: 'City', value: account.city },
    { term: 'Postal code', value: account.postalCode },
    { term: 'Payment option', value: account.paymentOption },
  ]
  return (
    <section className={pageSection}>
      <h1 className={pageTitle}>{pageTitles.viewProfile}</h1>
      <dl className="overflow-hidden rounded border border-slate-200">
        {fields.map(({ term, value }) => (
          <div
            key={term}
            className="grid border-t border-slate-200 first:border-t-0 sm2:grid-cols-[14rem_1fr]"
          >
            <dt className="bg-salt px-4 pt-3 pb-1 text-[0.9rem] font-semibold text-slate-700 sm2:py-3">
              {term}
            </dt>
            <dd className={`px-4 pt-1 pb-3 break-words sm2:py-3 ${value ? '' : 'text-slate-600 italic'}`}>
              {value || notGiven}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-slate-700">
        To change these details, call your Account Manager on our 24/7 hotline. You can change your password
        yourself.
      </p>
      <Link to="/profile/change-pass" className={`${smallButton} self-start`}>
        Change password
      </Link>
    </section>
  )
}
