import { usePublicConfig } from '#app/root.tsx'

export default function Home() {
  const { brandName } = usePublicConfig()
  return <h1>{brandName}</h1>
}
