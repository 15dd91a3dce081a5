import { useEffect, useRef } from 'react'
import { CloseIcon } from '#app/components/icons.tsx'
import { CardQrCode } from './card-qr-code.tsx'

interface CardQrButtonProps {
  cardNo: string
  name: string
}

/**
 * The small pickup QR of a card row; a click opens it large in a modal dialog, for the scale house's scanner.
 * A native <dialog> gives focus containment, Escape and focus return.
 */
export function CardQrButton({ cardNo, name }: CardQrButtonProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = `qr-title-${cardNo}`

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    // A click whose target is the dialog itself landed on the backdrop (the content fills the dialog). Keyboard
    // users close with Escape or the close button.
    const closeOnBackdrop = (event: MouseEvent) => {
      if (event.target === dialog) dialog.close()
    }
    dialog.addEventListener('click', closeOnBackdrop)
    return () => dialog.removeEventListener('click', closeOnBackdrop)
  }, [])
  return (
    <>
      <button
        type="button"
        onClick={() => dialogRef.current?.showModal()}
        className="group inline-flex items-center gap-2 rounded border border-slate-300 bg-white p-1 pr-3 text-[0.85rem] font-semibold text-brand hover:border-brand focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none"
      >
        <CardQrCode cardNo={cardNo} size={40} decorative />
        <span>
          Pickup QR<span className="sr-only"> of card {cardNo}</span>
        </span>
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        className="m-auto w-[min(92vw,440px)] rounded-lg p-0 shadow-2xl backdrop:bg-ink/60"
      >
        <div className="flex flex-col items-center gap-4 p-6 text-center">
          <div className="flex w-full items-start justify-between gap-4 text-left">
            <h2 id={titleId} className="text-[1.3rem] leading-tight font-bold text-brand-dark">
              Pickup QR code
              <span className="block text-[0.9rem] font-normal text-slate-700">{name}</span>
            </h2>
            <button
              type="button"
              aria-label="Close"
              onClick={() => dialogRef.current?.close()}
              className="grid size-10 shrink-0 place-items-center rounded-full text-[1.4rem] text-slate-600 hover:bg-salt hover:text-ink focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none"
            >
              <CloseIcon />
            </button>
          </div>
          <CardQrCode cardNo={cardNo} size={320} className="h-auto w-full max-w-[320px]" />
          <p className="font-mono text-[1.1rem] tracking-wider tabular-nums">{cardNo}</p>
          <p className="text-[0.9rem] text-slate-700">
            Show this code at the scale house to pick up salt with this card. Turn your screen brightness up.
          </p>
        </div>
      </dialog>
    </>
  )
}
