/** Documents under one heading per category ("Safety Data Sheet" → "Safety Data Sheets"), in their given order. */
export function groupByCategory<T extends { category: string }>(
  documents: T[],
): Array<{ heading: string; id: string; documents: T[] }> {
  const groups = new Map<string, T[]>()
  for (const document of documents) {
    const list = groups.get(document.category) ?? []
    list.push(document)
    groups.set(document.category, list)
  }
  return [...groups].map(([category, list]) => ({
    heading: category.endsWith('s') ? category : `${category}s`,
    id: `documents-${category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    documents: list,
  }))
}
