// The two Site settings screens, each with its own form and its own Save, so that saving one
// never drops what was typed in the other (decision 028): the site's details, and the app.
import { NavLink } from 'react-router'

const SCREENS = [
  { to: '/admin/settings', label: 'Site details' },
  { to: '/admin/settings/app', label: 'Android app' },
] as const

export function SettingsNav() {
  return (
    <nav aria-label="Settings screens" className="mt-6 flex flex-wrap gap-2">
      {SCREENS.map(({ to, label }) => (
        <NavLink
          key={to}
          to={to}
          end
          className={({ isActive }) =>
            `inline-flex min-h-11 items-center rounded-full px-5 font-semibold ${
              isActive ? 'bg-brand-700 text-white' : 'border border-brand-700 text-brand-700 hover:bg-brand-50'
            }`
          }
        >
          {label}
        </NavLink>
      ))}
    </nav>
  )
}
