import { useSearchParams } from 'react-router'
import { AdminPageHeader } from '#app/components/admin/admin-page-header.tsx'
import { CustomerPicker } from '#app/components/admin/orders/customer-picker.tsx'
import { YardSelect } from '#app/components/admin/orders/yard-select.tsx'
import { RecordLink } from '#app/components/admin/record-link.tsx'
import { useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import { smallButton } from '#app/components/ui/buttons.ts'
import { SelectInput, TextInput } from '#app/components/ui/fields.tsx'
import { Notice } from '#app/components/ui/notice.tsx'
import { TableScroller, cellClass, tableClass } from '#app/components/ui/table.tsx'
import { apiGetBlob } from '#app/lib/api-files.ts'
import type { AdminOrderRow } from '#domain/orders/answers.ts'
import { orderStatuses } from '#domain/orders/schemas.ts'
import { orderStatusLabels } from '#domain/orders/texts.ts'
import { deliveryWindowText } from '#domain/quotes/texts.ts'
import { formatCents } from '#domain/salt-card/load-amount.ts'
import type { SectionScreenProps } from '../screens.ts'

const statusOptions = [
  { value: '', label: 'All' },
  ...orderStatuses.map((status) => ({ value: status, label: orderStatusLabels[status] })),
]

/**
 * `/admin/orders` (ADR 0032): the board by status and delivery day, filtered by yard, by a customer picked by name,
 * and by words (order number, PO, customer); CSV of the same.
 */
export default function OrdersBoard({ section }: SectionScreenProps) {
  const [params, setParams] = useSearchParams()
  const query = new URLSearchParams([...params].filter(([, value]) => value !== ''))
  const board = useAdminQuery<{ items: AdminOrderRow[] }>(`/api/salt/admin/orders?${query}`)
  const setFilter = (name: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      if (value) next.set(name, value)
      else next.delete(name)
      return next
    })

  async function downloadCsv() {
    const blob = await apiGetBlob(`/api/salt/admin/orders.csv?${query}`)
    const link = document.createElement('a')
    link.href = URL.createObjectURL(blob)
    link.download = 'orders.csv'
    link.click()
    URL.revokeObjectURL(link.href)
  }

  return (
    <div className="flex flex-col gap-5">
      <AdminPageHeader
        title={section.title}
        actions={
          <button type="button" className={smallButton} onClick={() => void downloadCsv()}>
            Download CSV
          </button>
        }
      />
      <div className="grid items-start gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <SelectInput
          label="Status"
          value={params.get('status') ?? ''}
          options={statusOptions}
          onValue={(value) => setFilter('status', value)}
        />
        <YardSelect
          label="Yard"
          emptyLabel="All yards"
          value={params.get('yard') ?? ''}
          onValue={(value) => setFilter('yard', value)}
        />
        <CustomerPicker
          value={params.get('customer') ?? ''}
          onValue={(value) => setFilter('customer', value)}
        />
        <TextInput
          label="Search order, PO or customer"
          value={params.get('q') ?? ''}
          onValue={(value) => setFilter('q', value)}
        />
      </div>
      {board.error && <Notice tone="error">{board.error.message}</Notice>}
      {board.data && board.data.items.length === 0 && (
        <Notice tone="info">No orders match these filters.</Notice>
      )}
      {board.data && board.data.items.length > 0 && (
        <TableScroller label="Orders">
          <table className={tableClass}>
            <thead>
              <tr>
                {['Order', 'Status', 'Delivery', 'Yard', 'Customer', 'PO', 'Total'].map((header) => (
                  <th key={header} className={cellClass}>
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {board.data.items.map((row) => (
                <tr key={row.id}>
                  <td className={cellClass}>
                    <RecordLink kind="orders" id={row.id}>
                      {row.orderNo}
                    </RecordLink>
                  </td>
                  <td className={cellClass}>{orderStatusLabels[row.status]}</td>
                  <td className={cellClass}>{row.window ? deliveryWindowText(row.window) : '—'}</td>
                  <td className={cellClass}>{row.yardSlug ?? '—'}</td>
                  <td className={cellClass}>
                    {row.customerName} <span className="text-slate-700">({row.customerNo})</span>
                  </td>
                  <td className={cellClass}>{row.poNumber || '—'}</td>
                  <td className={`${cellClass} text-right`}>{formatCents(row.totalCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </div>
  )
}
