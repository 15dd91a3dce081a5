import { useNavigate } from 'react-router'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { groupBrands, telHref } from '#domain/site/links.ts'
import { hotlineLabel, myListCountText, myListLabel, mySaltCardLabel } from '#domain/site/texts.ts'
import { goToMySaltCard } from '#app/stores/auth-actions.ts'
import { selectMyListCount, useMyListStore } from '#app/stores/my-list.ts'
import { useMenuStore } from '#app/stores/menu.ts'
import { BrandMark, GroupBrandLink } from './brand-logos.tsx'
import { CardIcon, ListIcon, PhoneIcon } from './icons.tsx'
import { myListSidebarId, sidebarContents } from './my-list-sidebar.tsx'

/** The top bar: group companies, the 24/7 hotline, My Salt Card, My List with its count. */
export function TopBar() {
  return (
    <div className="bg-brand-dark text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-1.5 text-[0.8rem]">
        <GroupBrands />
        <div className="flex flex-1 flex-wrap items-center justify-end gap-x-5 gap-y-1 md:flex-none">
          <Hotline />
          <MySaltCardButton />
          <MyListButton />
        </div>
      </div>
    </div>
  )
}

function GroupBrands() {
  return (
    <nav aria-label="Group companies" className="hidden md:block">
      <ul className="flex items-center gap-4">
        {groupBrands.map((brand) => (
          <li key={brand.id}>
            <GroupBrandLink
              brand={brand}
              className="flex items-center gap-1.5 rounded py-1 font-semibold tracking-wide uppercase opacity-90 hover:opacity-100"
            >
              <BrandMark id={brand.id} className="size-6" />
              <span>{brand.name}</span>
            </GroupBrandLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function Hotline() {
  const { hotlines } = usePublicConfig()
  return (
    <p className="mr-auto flex items-center gap-2 md:mr-0">
      <PhoneIcon className="text-accent" />
      <span className="font-semibold">{hotlineLabel}:</span>
      {hotlines.map((number) => (
        <a
          key={number}
          href={telHref(number)}
          className="font-semibold whitespace-nowrap underline-offset-2 hover:underline"
        >
          {number}
        </a>
      ))}
    </p>
  )
}

const topBarButton =
  'flex items-center gap-1.5 rounded px-1 py-1 font-semibold whitespace-nowrap hover:text-accent'

function MySaltCardButton() {
  const navigate = useNavigate()
  return (
    <button type="button" className={topBarButton} onClick={() => void goToMySaltCard(navigate)}>
      <CardIcon className="text-accent" />
      {mySaltCardLabel}
    </button>
  )
}

function MyListButton() {
  const count = useMyListStore(selectMyListCount)
  const open = useMenuStore((state) => state.sidebarOpen)
  const toggleSidebar = useMenuStore((state) => state.toggleSidebar)
  return (
    <button
      type="button"
      className={topBarButton}
      aria-expanded={open}
      aria-controls={myListSidebarId}
      onClick={toggleSidebar}
      onPointerEnter={sidebarContents.module.prefetch}
      onFocus={sidebarContents.module.prefetch}
    >
      <ListIcon className="text-accent" />
      {myListLabel}
      <span className="rounded-full bg-accent px-2 py-0.5 text-[0.75rem] text-ink">
        {myListCountText(count)}
      </span>
    </button>
  )
}
