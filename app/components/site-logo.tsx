import { Link } from 'react-router'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { BrandMark } from './brand-logos.tsx'

/** This site's own mark and name, linking home. */
export function SiteLogo({ inverted = false }: { inverted?: boolean }) {
  const { brandName } = usePublicConfig()
  return (
    <Link to="/" className="inline-flex items-center gap-2.5 rounded">
      <BrandMark id="salt" className="size-10 shrink-0 xl:size-11" />
      <span
        className={`text-lg leading-none font-extrabold tracking-tight whitespace-nowrap xl:text-2xl ${inverted ? 'text-white' : 'text-brand'}`}
      >
        {brandName}
      </span>
    </Link>
  )
}
