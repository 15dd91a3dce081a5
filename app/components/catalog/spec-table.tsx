import type { ProductSpec } from '#domain/catalogue/product-spec.ts'

/** A product's specifications: one row per property, the label as the row header. */
export function SpecTable({ specs, labelledBy }: { specs: ProductSpec[]; labelledBy: string }) {
  return (
    <table aria-labelledby={labelledBy} className="mt-4 w-full border-collapse text-left text-[0.95rem]">
      <tbody>
        {specs.map((spec) => (
          <tr key={spec.label} className="border-b border-ink/10 last:border-b-0">
            <th scope="row" className="w-2/5 py-2.5 pr-4 align-top font-semibold text-ink/85">
              {spec.label}
            </th>
            <td className="py-2.5 align-top">{spec.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
