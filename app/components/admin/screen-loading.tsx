import { LoadingStatus } from '#app/components/loading-status.tsx'

/** What an admin screen shows while its code or its data is on the way. */
export function ScreenLoading({ text = 'Loading…' }: { text?: string }) {
  return <LoadingStatus text={text} className="py-10" />
}
