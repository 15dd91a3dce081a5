import { loadingAccountText } from '#app/lib/texts/auth.ts'

/** What an account area shows until its guard lets the page through (the server renders this too). */
export function AccountLoading() {
  return (
    <div role="status" className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-16 text-slate-700">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-[3px] border-brand/20 border-t-brand motion-reduce:animate-none"
      />
      {loadingAccountText}
    </div>
  )
}
