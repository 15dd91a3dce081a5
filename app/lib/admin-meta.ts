import { adminTitle } from '#domain/account/texts.ts'

interface RootMatch {
  loaderData: { publicConfig: { brandName: string } }
}

/** "{page} | Admin | {brand}": admin pages are never indexed (the token lives in the browser; nothing to crawl). */
export function adminMeta(matches: readonly unknown[], pageTitle?: string) {
  const root = matches[0] as RootMatch | undefined
  return [
    { title: [pageTitle, adminTitle, root?.loaderData.publicConfig.brandName].filter(Boolean).join(' | ') },
    { name: 'robots', content: 'noindex' },
  ]
}
