import { DetailSection } from '#app/components/admin/queues/detail-rows.tsx'
import { useActionForm } from '#app/components/admin/form/use-action-form.ts'
import { YardSelect } from './yard-select.tsx'
import { primaryButton } from '#app/components/ui/buttons.ts'
import { SelectInput, TextArea, TextInput } from '#app/components/ui/fields.tsx'
import { Notice } from '#app/components/ui/notice.tsx'
import { apiPost } from '#app/lib/api-client.ts'
import { torontoWallClockToIso } from '#domain/kernel/shop-time/wall-clock.ts'
import type { AdminOrder } from '#domain/orders/answers.ts'
import { type OrderStatus, nextOrderStatuses, orderTransitionSchema } from '#domain/orders/schemas.ts'
import { orderStatusLabels } from '#domain/orders/texts.ts'
import { deliverySlotLabels, deliverySlots } from '#domain/quotes/texts.ts'

const slotOptions = deliverySlots.map((slot) => ({ value: slot, label: deliverySlotLabels[slot] }))

/** What each step may need; the schema keeps those of the chosen step and names the missing ones. */
const startValues = (order: AdminOrder) => ({
  to: nextOrderStatuses[order.status][0] ?? ('' as OrderStatus | ''),
  date: order.window?.date ?? '',
  slot: order.window?.slot ?? 'morning',
  from: order.window?.from ?? '',
  until: order.window?.to ?? '',
  yardSlug: order.yardSlug ?? '',
  carrier: '',
  deliveredQuantity: '',
  deliveredAt: '',
  ticketNo: '',
  signatureName: '',
  reason: '',
})
type MoveValues = ReturnType<typeof startValues>

const transitionOf = (values: MoveValues, version: number) => ({
  status: values.to,
  version,
  window:
    values.slot === 'range'
      ? { date: values.date, slot: values.slot, from: values.from, to: values.until }
      : { date: values.date, slot: values.slot },
  yardSlug: values.yardSlug,
  carrier: values.carrier,
  deliveredQuantity: values.deliveredQuantity,
  deliveredAt: torontoWallClockToIso(values.deliveredAt) ?? '',
  ticketNo: values.ticketNo,
  signatureName: values.signatureName,
  reason: values.reason,
})

/** The next step of an order, with what that step needs; the server checks the step and the version again. */
export function OrderMoveForm({
  order,
  moved,
  onMoved,
}: {
  order: AdminOrder
  /** What the move before this form did, shown until the next one. */
  moved: string | null
  onMoved: (order: AdminOrder, done: string) => void
}) {
  const steps = nextOrderStatuses[order.status]
  const form = useActionForm({
    initial: () => startValues(order),
    schema: orderTransitionSchema,
    input: (values) => transitionOf(values, order.version),
    send: (move) => apiPost<AdminOrder>(`/api/salt/admin/orders/${order.id}/status`, move),
    // The page keys this form by the order's version: the next step's form says what this move did (`moved`).
    onSent: (next, values) => {
      const done = `The order is now ${orderStatusLabels[next.status].toLowerCase()}.`
      onMoved(next, done)
      return { values, done }
    },
  })
  const { values, errors, set } = form
  const said = form.done ?? moved
  // Errors come by the schema's path: the window's fields are `window.date`, `window.to`…
  const field = (
    name: keyof MoveValues,
    label: string,
    props: { type?: string; hint?: string; error?: string } = {},
  ) => (
    <TextInput
      label={label}
      value={values[name]}
      onValue={(value) => set(name, value)}
      error={errors[name]}
      {...props}
    />
  )
  if (steps.length === 0) return null

  return (
    <DetailSection title="Next step">
      <form onSubmit={(event) => void form.submit(event)} noValidate className="flex flex-col gap-3">
        <SelectInput<OrderStatus | ''>
          label="Move to"
          value={values.to}
          options={steps.map((step) => ({ value: step, label: orderStatusLabels[step] }))}
          onValue={(to) => set('to', to)}
          error={errors.status}
        />
        {values.to === 'scheduled' && (
          <>
            {field('date', 'Delivery day', { type: 'date', error: errors['window.date'] })}
            <SelectInput
              label="Delivery window"
              value={values.slot}
              options={slotOptions}
              onValue={(slot) => set('slot', slot)}
              error={errors['window.slot']}
            />
            {values.slot === 'range' && (
              <>
                {field('from', 'From (HH:MM)', { error: errors['window.from'] })}
                {field('until', 'To (HH:MM)', { error: errors['window.to'] })}
              </>
            )}
            <YardSelect
              label="Yard"
              emptyLabel="Choose a yard"
              value={values.yardSlug}
              onValue={(yardSlug) => set('yardSlug', yardSlug)}
              error={errors.yardSlug}
            />
            {field('carrier', 'Truck / carrier')}
          </>
        )}
        {values.to === 'delivered' && (
          <>
            {field('deliveredQuantity', 'Delivered quantity', { hint: 'For example 40 t.' })}
            {field('deliveredAt', 'Delivered at (Toronto)', { type: 'datetime-local' })}
            {field('ticketNo', 'Delivery ticket number')}
            {field('signatureName', 'Signed by')}
          </>
        )}
        {values.to === 'cancelled' && (
          <TextArea
            label="Reason"
            value={values.reason}
            onValue={(reason) => set('reason', reason)}
            error={errors.reason}
          />
        )}
        {form.formError ? (
          <Notice tone="error">{form.formError}</Notice>
        ) : (
          said && <Notice tone="success">{said}</Notice>
        )}
        <button type="submit" className={primaryButton} disabled={form.busy} aria-busy={form.busy}>
          {values.to ? `Mark ${orderStatusLabels[values.to].toLowerCase()}` : 'Save'}
        </button>
      </form>
    </DetailSection>
  )
}
