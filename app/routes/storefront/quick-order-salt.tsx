import type { Route } from './+types/quick-order-salt'
import { HelpAside } from '#app/components/content/help-aside.tsx'
import { StepsBox } from '#app/components/content/steps-box.tsx'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { FormPage } from '#app/components/forms/form-page.tsx'
import { quickOrderForm } from '#app/components/forms/definitions/quick-order.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { formTitles } from '#domain/forms/texts.ts'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: formTitles.quickOrder,
    description:
      'Order bulk salt, bulk sacks, bagged salt, liquid de-icers or salt storage for delivery in Ontario: tell us what, how much, where and when.',
  })

export default function QuickOrderSalt() {
  return (
    <FormPage
      form={quickOrderForm}
      header={
        <PageHeader
          eyebrow="Delivery request"
          title={formTitles.quickOrder}
          intro={
            <p>
              Tell us what you need, how much, where and when. A representative calls you to confirm the price
              and the delivery time: nothing is charged until you agree.
            </p>
          }
        />
      }
      aside={
        <>
          <StepsBox
            title="How a quick order works"
            steps={[
              'Send the form: it takes about two minutes.',
              'A representative calls you to confirm price and timing.',
              'Your salt is delivered in the window you chose.',
            ]}
          />
          <HelpAside
            title="Storm on the way?"
            text="Call the 24/7 hotline: in a storm, a call is faster than a form."
          />
        </>
      }
    />
  )
}
