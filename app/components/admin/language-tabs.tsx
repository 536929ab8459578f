// The language tabs of a content form (decision 035): English (the item itself) and its Punjabi,
// Hindi and Urdu versions, in the same form so that one Save keeps them all. Without JavaScript
// every panel is shown one under the other, each under its heading; with it, one at a time under
// a tab list (the WAI-ARIA tabs pattern: arrow keys, Home and End). A panel hidden by a tab is
// still sent. A tab says how many of its fields need correcting, and after a refused save the
// first such panel opens, so no message is left unseen behind a tab.
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { useHydrated } from '~/components/site/use-hydrated'
import { TRANSLATED_LANGUAGE_NAMES, TRANSLATED_LANGUAGES, type TranslatedLanguage } from '~/content/translations'
import { LANGUAGE_FACTS } from '~/i18n/languages'

export type LanguagePanel = {
  /** The language code, part of the tab's and panel's ids. */
  id: string
  /** The tab's name: 'English', 'Urdu' and the language in its own script. */
  label: ReactNode
  /** How many of the panel's fields have a message. */
  errors: number
  content: ReactNode
}

/**
 * The four panels, English first: `content` draws a panel (no language: English), `errors` counts
 * its messages. A tab names its language in English for staff, and in its own script.
 */
export function languagePanels(content: (language?: TranslatedLanguage) => ReactNode, errors: (language?: TranslatedLanguage) => number): LanguagePanel[] {
  return [
    { id: 'en', label: 'English', errors: errors(), content: content() },
    ...TRANSLATED_LANGUAGES.map((language) => ({
      id: language,
      label: (
        <>
          {TRANSLATED_LANGUAGE_NAMES[language]}{' '}
          {/* isolated, so that Urdu's right-to-left name does not reorder what follows it */}
          <bdi lang={language} className="font-normal">
            {LANGUAGE_FACTS[language].name}
          </bdi>
        </>
      ),
      errors: errors(language),
      content: content(language),
    })),
  ]
}

/** A control typing a text in `language`: its direction, and spell-checked as it. */
export function typedIn(language?: TranslatedLanguage): { lang?: string; dir?: 'ltr' | 'rtl' } {
  return language ? { lang: language, dir: LANGUAGE_FACTS[language].dir } : {}
}

/** The language of a form field holding a translation ('title__ur'), if it is one. */
export function languageOfField(name: string): TranslatedLanguage | undefined {
  return TRANSLATED_LANGUAGES.find((language) => name.endsWith(`__${language}`))
}

/** `label` names the tab list, where a screen has more than one ('Office hours: languages'). */
export function LanguageTabs({ id, panels, label = 'Languages' }: { id: string; panels: LanguagePanel[]; label?: string }) {
  const enhanced = useHydrated()
  // a form drawn with messages (a refused save) opens on the first panel that has one
  const [selected, setSelected] = useState(() => Math.max(0, panels.findIndex((panel) => panel.errors > 0)))
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  // when the messages change (a refused save), the first panel with one, unless the open one
  // has one: adjusted while rendering, as React advises for state that follows a prop
  const errors = panels.map((panel) => panel.errors).join()
  const [seenErrors, setSeenErrors] = useState(errors)
  if (errors !== seenErrors) {
    setSeenErrors(errors)
    if (panels[selected].errors === 0 && panels.some((panel) => panel.errors > 0)) setSelected(panels.findIndex((panel) => panel.errors > 0))
  }

  // a link to a panel ('#office-hours-languages-panel-ur', from the Translations screen) opens its
  // tab: adjusted while rendering when the address changes, like the messages above
  const { hash } = useLocation()
  const linked = panels.findIndex((panel) => hash === `#${id}-panel-${panel.id}`)
  const [seenHash, setSeenHash] = useState<string | null>(null)
  if (hash !== seenHash) {
    setSeenHash(hash)
    if (linked >= 0) setSelected(linked)
  }
  // once the other panels are hidden the page is shorter than when the browser scrolled to it
  useEffect(() => {
    if (linked >= 0 && enhanced) document.getElementById(`${id}-panel-${panels[linked].id}`)?.scrollIntoView({ block: 'start' })
    // only when the address (or the enhancement) changes, not at every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash, id, enhanced])

  const choose = (index: number) => {
    setSelected(index)
    tabs.current[index]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    // the arrows follow the order on screen; the back office is always left to right
    const next = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: panels.length - 1 }[event.key]
    if (next === undefined) return
    event.preventDefault()
    choose((next + panels.length) % panels.length)
  }

  return (
    <div className="space-y-6">
      {enhanced ? (
        <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 border-b border-slate-300" onKeyDown={onKeyDown}>
          {panels.map((panel, index) => (
            <button
              key={panel.id}
              ref={(element) => {
                tabs.current[index] = element
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${panel.id}`}
              aria-controls={`${id}-panel-${panel.id}`}
              aria-selected={index === selected}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => setSelected(index)}
              className="-mb-px min-h-11 rounded-t-lg border border-transparent px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 aria-selected:border-slate-300 aria-selected:border-b-white aria-selected:bg-white aria-selected:text-brand-800"
            >
              {panel.label}
              {panel.errors > 0 ? <ErrorCount count={panel.errors} /> : null}
            </button>
          ))}
        </div>
      ) : null}
      {panels.map((panel, index) => (
        <div
          key={panel.id}
          id={`${id}-panel-${panel.id}`}
          role={enhanced ? 'tabpanel' : undefined}
          aria-labelledby={enhanced ? `${id}-tab-${panel.id}` : `${id}-heading-${panel.id}`}
          hidden={enhanced && index !== selected}
          className="scroll-mt-24 space-y-6"
        >
          {enhanced ? null : (
            <h2 id={`${id}-heading-${panel.id}`} className="border-b border-slate-300 pb-2 text-xl font-semibold text-slate-900">
              {panel.label}
            </h2>
          )}
          {panel.content}
        </div>
      ))}
    </div>
  )
}

function ErrorCount({ count }: { count: number }) {
  return (
    <span className="ms-2 rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">
      {count === 1 ? '1 error' : `${count} errors`}
    </span>
  )
}
