/** Links to the sections of a long page (privacy policy, terms of use). */
export function ContentsNav({ items }: { items: Array<{ id: string; label: string }> }) {
  return (
    <nav aria-label="On this page" className="self-start rounded-lg bg-salt p-6 lg:sticky lg:top-6">
      <h2 className="font-bold text-brand-dark">On this page</h2>
      <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-[0.95rem]">
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} className="text-brand underline-offset-2 hover:underline">
              {item.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
