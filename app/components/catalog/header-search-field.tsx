import { ProductSearch } from '#app/components/product-search.tsx'

/** The search field of the wide screens' search panel, loaded when the panel first opens (header-search.tsx). */
export default function HeaderSearchField() {
  return <ProductSearch />
}
