import { useMemo } from 'react'
import { cardQrSvg } from '#domain/salt-card/card-qr.ts'

interface CardQrCodeProps {
  cardNo: string
  /** Rendered width and height in CSS pixels. */
  size: number
  className?: string
  /** Next to a text that names it already (a button's label): hidden from screen readers. */
  decorative?: boolean
}

/**
 * A card's pickup QR code, drawn as inline SVG from the card number alone: no image request, so it shows
 * offline once the page has loaded. Crisp edges keep the modules sharp at any size.
 */
export function CardQrCode({ cardNo, size, className = '', decorative = false }: CardQrCodeProps) {
  const qr = useMemo(() => cardQrSvg(cardNo), [cardNo])
  return (
    <svg
      {...(decorative
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': `Pickup QR code of card ${cardNo}` })}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className={`bg-white ${className}`}
    >
      <path d={qr.path} fill="#000" />
    </svg>
  )
}
