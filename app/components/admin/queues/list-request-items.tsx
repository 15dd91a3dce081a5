import { itemQuantityText } from '#domain/my-list/format.ts'
import type { ListRequestItem } from '#domain/admin/queues/list-request-schemas.ts'

/** The items as the customer sent them, with the catalogue's names of that moment. */
export function ListRequestItems({ items }: { items: ListRequestItem[] }) {
  return (
    <table className="w-full border-collapse text-left text-[0.95rem]">
      <thead className="border-b-2 border-slate-300">
        <tr>
          <th scope="col" className="py-2 pr-3">
            Product
          </th>
          <th scope="col" className="py-2 pr-3">
            Unit
          </th>
          <th scope="col" className="py-2">
            Quantity
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={`${item.slug}|${item.unitName}`} className="border-b border-slate-200 align-top">
            <td className="py-2 pr-3 break-words">{item.productName}</td>
            <td className="py-2 pr-3 break-words">{item.unitName}</td>
            <td className="py-2">{itemQuantityText(item)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
