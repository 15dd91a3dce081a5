import { LoadingStatus } from '#app/components/loading-status.tsx'
import { loadingAccountText } from '#domain/account/texts.ts'

/** What an account area shows until its guard lets the page through (the server renders this too). */
export function AccountLoading() {
  return <LoadingStatus text={loadingAccountText} className="mx-auto max-w-7xl px-4 py-16" />
}
