import type { Route } from './+types/become-dealer'
import { StepsBox } from '#app/components/content/steps-box.tsx'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { FormPage } from '#app/components/forms/form-page.tsx'
import { becomeDealerForm } from '#app/components/forms/definitions/become-dealer.ts'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { formTitles } from '#domain/forms/texts.ts'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: formTitles.becomeDealer,
    description:
      'Sell our bagged salt, bulk sacks and ice melters from your yard or store: dealer pricing, seasonal allocation and delivery by the skid or truckload.',
  })

export default function BecomeDealer() {
  const { brandName } = usePublicConfig()
  return (
    <FormPage
      form={becomeDealerForm}
      header={
        <PageHeader
          eyebrow="Grow with us"
          title={formTitles.becomeDealer}
          intro={
            <p>
              Garden centres, hardware stores, landscape yards and equipment dealers across Ontario sell{' '}
              {brandName} products. Dealers get dealer pricing, a reserved seasonal allocation and delivery by
              the skid or by the truckload.
            </p>
          }
        />
      }
      aside={
        <>
          <StepsBox
            title="How it works"
            steps={[
              'Tell us about your business and your storage.',
              'Our dealer manager visits your yard or store.',
              'We agree your seasonal allocation and first delivery.',
            ]}
          />
          <section aria-label="What dealers get" className="rounded-lg bg-salt p-6">
            <h2 className="text-xl font-bold text-brand-dark">What dealers get</h2>
            <ul className="mt-3 list-disc space-y-2 pl-5">
              <li>Dealer pricing on bagged salt, bulk sacks and ice melters.</li>
              <li>Allocation reserved for you when supply is tight.</li>
              <li>Point-of-sale signs and safety data sheets.</li>
            </ul>
          </section>
        </>
      }
    />
  )
}
