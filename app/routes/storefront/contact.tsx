import type { Route } from './+types/contact'
import { HelpAside } from '#app/components/content/help-aside.tsx'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { FormPage } from '#app/components/forms/form-page.tsx'
import { contactForm } from '#app/components/forms/definitions/contact.ts'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { formTitles } from '#domain/forms/texts.ts'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: formTitles.contact,
    description:
      'Questions about road salt, the Salt Card, deliveries or your account: send us a message or call our 24/7 hotline.',
  })

export default function Contact() {
  const { brandName } = usePublicConfig()
  return (
    <FormPage
      form={contactForm}
      header={
        <PageHeader
          eyebrow="We are here to help"
          title={formTitles.contact}
          intro={
            <p>
              Questions about a product, your Salt Card, a delivery or an invoice? Send us a message and the
              right person at {brandName} will reply within one business day.
            </p>
          }
        />
      }
      aside={
        <>
          <HelpAside title="Call us" />
          <section aria-label="Head office" className="rounded-lg border border-slate-200 bg-white p-6">
            <h2 className="text-xl font-bold text-brand-dark">Head office</h2>
            <address className="mt-2 not-italic">
              {brandName}
              <br />
              2150 Steeles Avenue West
              <br />
              Concord, ON L4K 2Y7
            </address>
            <p className="mt-3 text-[0.95rem]">Office hours: Monday to Friday, 8:00 to 17:00.</p>
          </section>
        </>
      }
    />
  )
}
