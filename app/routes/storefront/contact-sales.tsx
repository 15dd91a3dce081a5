import type { Route } from './+types/contact-sales'
import { HelpAside } from '#app/components/content/help-aside.tsx'
import { StepsBox } from '#app/components/content/steps-box.tsx'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { FormPage } from '#app/components/forms/form-page.tsx'
import { contactSalesForm } from '#app/components/forms/definitions/contact-sales.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { formTitles } from '#domain/forms/texts.ts'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: formTitles.contactSales,
    description:
      'Seasonal supply contracts, Salt Card accounts, delivery and supply & spread for contractors, municipalities and property managers in Ontario.',
  })

export default function ContactSales() {
  return (
    <FormPage
      form={contactSalesForm}
      header={
        <PageHeader
          eyebrow="Seasonal supply and accounts"
          title={formTitles.contactSales}
          intro={
            <p>
              Planning the winter for your sites, your fleet or your municipality? Tell us what you need and
              an Account Manager will call you with availability and pricing.
            </p>
          }
        />
      }
      aside={
        <>
          <StepsBox
            title="What happens next"
            steps={[
              'An Account Manager calls you within one business day.',
              'Together you settle tonnage, sites, products and how you receive salt.',
              'You get a written quote, and your account is ready before the first storm.',
            ]}
          />
          <HelpAside title="In a hurry?" />
        </>
      }
    />
  )
}
