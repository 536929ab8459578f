// The entries of spec 2.1 in order, with Get App highlighted; shared by the desktop bar, the
// slide-in menu and its no-JavaScript fallback.
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { MenuLink } from '~/components/site/document-link'
import { useLocalPath } from '~/i18n/i18n'

export const NAV_ITEMS = [
  { label: msg`Home`, to: '/' },
  { label: msg`About`, to: '/about' },
  { label: msg`Blog`, to: '/blog' },
  { label: msg`Events`, to: '/events' },
  { label: msg`Gallery`, to: '/gallery' },
  { label: msg`Contact`, to: '/contact' },
  { label: msg`Team`, to: '/team' },
  { label: msg`Donate`, to: '/donation' },
] as const

export const GET_APP = { label: msg`Get App`, to: '/gettheapp' } as const

/** Every entry's path (in English): on its own page an entry is marked as the current one. */
export const MENU_PATHS: readonly string[] = [...NAV_ITEMS, GET_APP].map((item) => item.to)

type NavListProps = { variant: 'bar' | 'panel' }

/**
 * MenuLink marks the current page with aria-current="page". Each entry loads its page as a
 * document (public pages do not run React in the browser, decision 039); in the phone menu, the
 * entry of the page already shown goes to its top instead (enhanceMenu).
 */
export function NavList({ variant }: NavListProps) {
  const bar = variant === 'bar'
  const { i18n } = useLingui()
  const localPath = useLocalPath()
  return (
    <ul className={bar ? 'flex items-center gap-0.5 xl:gap-1' : 'flex flex-col gap-1'}>
      {NAV_ITEMS.map((item) => (
        <li key={item.to}>
          <MenuLink
            to={localPath(item.to)}
            className={(current) =>
              [
                'block rounded-md font-medium whitespace-nowrap',
                bar ? 'px-2.5 py-2 text-sm xl:px-3' : 'px-4 py-3 text-base',
                current ? 'bg-brand-100 text-brand-800' : 'text-slate-700 hover:bg-brand-50 hover:text-brand-800',
              ].join(' ')
            }
          >
            {i18n._(item.label)}
          </MenuLink>
        </li>
      ))}
      <li className={bar ? 'ms-2' : 'mt-4 px-1'}>
        <MenuLink
          to={localPath(GET_APP.to)}
          className={() =>
            [
              'block rounded-full bg-accent-700 text-center font-semibold whitespace-nowrap text-white shadow-sm hover:bg-accent-800',
              bar ? 'px-4 py-2 text-sm' : 'px-5 py-3 text-base',
            ].join(' ')
          }
        >
          {i18n._(GET_APP.label)}
        </MenuLink>
      </li>
    </ul>
  )
}

export const iconButtonClass =
  'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-brand-800 hover:bg-brand-50'

export function CloseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  )
}
