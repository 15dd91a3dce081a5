import { type FormEvent, useState } from 'react'
import { DetailSection } from '#app/components/admin/queues/detail-rows.tsx'
import { YardSelect } from './yard-select.tsx'
import { primaryButton } from '#app/components/ui/buttons.ts'
import { SelectInput, TextArea, TextInput } from '#app/components/ui/fields.tsx'
import { Notice } from '#app/components/ui/notice.tsx'
import { ApiError, apiPost } from '#app/lib/api-client.ts'
import { torontoWallClockToIso } from '#domain/kernel/shop-time/wall-clock.ts'
import type { AdminOrder } from '#domain/orders/answers.ts'
import { type OrderStatus, nextOrderStatuses, orderTransitionSchema } from '#domain/orders/schemas.ts'
import { orderStatusLabels } from '#domain/orders/texts.ts'
import { type DeliverySlot, deliverySlotLabels, deliverySlots } from '#domain/quotes/texts.ts'

const slotOptions = deliverySlots.map((slot) => ({ value: slot, label: deliverySlotLabels[slot] }))

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
  const [to, setTo] = useState<OrderStatus | ''>(steps[0] ?? '')
  const [fields, setFields] = useState<Record<string, string>>({
    date: order.window?.date ?? '',
    slot: order.window?.slot ?? 'morning',
    from: order.window?.from ?? '',
    until: order.window?.to ?? '',
    yardSlug: order.yardSlug ?? '',
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(
    moved ? { tone: 'success', text: moved } : null,
  )
  const field = (name: string, label: string, props: { type?: string; hint?: string } = {}) => (
    <TextInput
      label={label}
      value={fields[name] ?? ''}
      onValue={(value) => setFields((all) => ({ ...all, [name]: value }))}
      error={errors[name]}
      {...props}
    />
  )
  if (steps.length === 0) return null

  async function move(event: FormEvent) {
    event.preventDefault()
    const slot = fields.slot as DeliverySlot
    const window =
      slot === 'range'
        ? { date: fields.date, slot, from: fields.from, to: fields.until }
        : { date: fields.date, slot }
    const body = {
      status: to,
      version: order.version,
      window,
      yardSlug: fields.yardSlug,
      carrier: fields.carrier,
      deliveredQuantity: fields.deliveredQuantity,
      deliveredAt: torontoWallClockToIso(fields.deliveredAt ?? '') ?? '',
      ticketNo: fields.ticketNo,
      signatureName: fields.signatureName,
      reason: fields.reason,
    }
    const parsed = orderTransitionSchema.safeParse(body)
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path.at(-1)), issue.message])),
      )
      return setOutcome({ tone: 'error', text: 'Some fields are missing or invalid.' })
    }
    try {
      const next = await apiPost<AdminOrder>(`/api/salt/admin/orders/${order.id}/status`, parsed.data)
      onMoved(next, `The order is now ${orderStatusLabels[parsed.data.status].toLowerCase()}.`)
    } catch (error) {
      setOutcome({
        tone: 'error',
        text: error instanceof ApiError ? error.message : 'The order was not changed.',
      })
    }
  }

  return (
    <DetailSection title="Next step">
      <form onSubmit={move} noValidate className="flex flex-col gap-3">
        <SelectInput<OrderStatus | ''>
          label="Move to"
          value={to}
          options={steps.map((step) => ({ value: step, label: orderStatusLabels[step] }))}
          onValue={setTo}
        />
        {to === 'scheduled' && (
          <>
            {field('date', 'Delivery day', { type: 'date' })}
            <SelectInput
              label="Delivery window"
              value={fields.slot ?? 'morning'}
              options={slotOptions}
              onValue={(slot) => setFields((all) => ({ ...all, slot }))}
            />
            {fields.slot === 'range' && (
              <>
                {field('from', 'From (HH:MM)')}
                {field('until', 'To (HH:MM)')}
              </>
            )}
            <YardSelect
              label="Yard"
              emptyLabel="Choose a yard"
              value={fields.yardSlug ?? ''}
              onValue={(yardSlug) => setFields((all) => ({ ...all, yardSlug }))}
              error={errors.yardSlug}
            />
            {field('carrier', 'Truck / carrier')}
          </>
        )}
        {to === 'delivered' && (
          <>
            {field('deliveredQuantity', 'Delivered quantity', { hint: 'For example 40 t.' })}
            {field('deliveredAt', 'Delivered at (Toronto)', { type: 'datetime-local' })}
            {field('ticketNo', 'Delivery ticket number')}
            {field('signatureName', 'Signed by')}
          </>
        )}
        {to === 'cancelled' && (
          <TextArea
            label="Reason"
            value={fields.reason ?? ''}
            onValue={(reason) => setFields((all) => ({ ...all, reason }))}
            error={errors.reason}
          />
        )}
        {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
        <button type="submit" className={primaryButton}>
          {to ? `Mark ${orderStatusLabels[to].toLowerCase()}` : 'Save'}
        </button>
      </form>
    </DetailSection>
  )
}
