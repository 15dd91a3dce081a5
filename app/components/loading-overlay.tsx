import { loadingMessage } from '#domain/site/texts.ts'
import { useAuthStore } from '#app/stores/auth.ts'

/** The full-screen loading overlay, shown while the auth store says so (e.g. during logout). */
export function LoadingOverlay() {
  const loading = useAuthStore((state) => state.loading)
  return (
    <>
      {/* Kept mounted so screen readers announce the message when it appears. */}
      <div role="status" className="sr-only">
        {loading ? loadingMessage : ''}
      </div>
      {loading && (
        <div
          aria-busy="true"
          className="fixed inset-0 z-[100] grid place-items-center bg-white/75 backdrop-blur-[2px]"
        >
          <span
            aria-hidden="true"
            className="size-14 animate-spin rounded-full border-[5px] border-brand/20 border-t-brand motion-reduce:animate-[spin_3s_linear_infinite]"
          />
        </div>
      )}
    </>
  )
}
