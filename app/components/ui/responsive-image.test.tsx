// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { i18nOf } from '~/i18n/i18n'
import type { Language } from '~/i18n/languages'
import { ResponsiveImage } from './responsive-image'

/** Rendered on a page in `language`, as every page of the site is. */
function renderOnPage(element: React.ReactElement, language: Language = 'en') {
  return renderToStaticMarkup(<I18nProvider i18n={i18nOf(language)}>{element}</I18nProvider>)
}

const hash = 'ab'.repeat(32)
const media = { hash, width: 1600, height: 1067, alt: 'Volunteers planting the garden', widths: [160, 400, 800, 1600] }

/** The rendered <img>'s attributes, as the browser would read them. */
function img(element: React.ReactElement, language: Language = 'en') {
  const html = renderOnPage(element, language)
  const doc = new DOMParser().parseFromString(html, 'text/html')
  return doc.querySelector('img')
}

describe('ResponsiveImage', () => {
  test('offers every variant so the browser picks the smallest that fills the slot', () => {
    const el = img(<ResponsiveImage media={media} sizes="(min-width: 768px) 33vw, 100vw" />)!
    expect(el.getAttribute('srcset')).toBe(
      [160, 400, 800, 1600].map((w) => `/media/${hash}-${w}.webp ${w}w`).join(', '),
    )
    expect(el.getAttribute('sizes')).toBe('(min-width: 768px) 33vw, 100vw')
    expect(el.getAttribute('src')).toBe(`/media/${hash}-800.webp`)
    // Intrinsic size: the page keeps the space before the picture arrives.
    expect([el.getAttribute('width'), el.getAttribute('height')]).toEqual(['1600', '1067'])
    expect(el.getAttribute('alt')).toBe('Volunteers planting the garden')
    expect(el.getAttribute('loading')).toBe('lazy')
    expect(el.getAttribute('decoding')).toBe('async')
    expect(el.hasAttribute('fetchpriority')).toBe(false)
  })

  test('the first large picture of a page loads at once and first', () => {
    const el = img(<ResponsiveImage media={media} sizes="100vw" priority alt="" className="w-full" />)!
    expect(el.getAttribute('fetchpriority')).toBe('high')
    expect(el.getAttribute('loading')).toBe('eager')
    expect(el.getAttribute('decoding')).not.toBe('async')
    // An explicit empty alt marks a decorative picture, overriding the stored text.
    expect(el.getAttribute('alt')).toBe('')
    expect(el.getAttribute('class')).toBe('w-full')
  })

  test('on a page whose words wait for a web font, the first picture loads at once but does not ask to come before the font', () => {
    // Punjabi, Hindi and Urdu pages preload Noto fonts for their scripts; an English page uses the system's fonts
    for (const language of ['pa', 'hi', 'ur'] as const) {
      const el = img(<ResponsiveImage media={media} sizes="100vw" priority />, language)!
      expect(el.hasAttribute('fetchpriority'), language).toBe(false)
      expect(el.getAttribute('loading'), language).toBe('eager')
    }
    expect(img(<ResponsiveImage media={media} sizes="100vw" priority />, 'en')!.getAttribute('fetchpriority')).toBe('high')
  })

  test('a small picture uses its largest variant as src', () => {
    const el = img(<ResponsiveImage media={{ ...media, width: 300, height: 200, widths: [160, 300] }} sizes="300px" />)!
    expect(el.getAttribute('src')).toBe(`/media/${hash}-300.webp`)
  })

  test('renders nothing without a picture, so callers can show their own placeholder', () => {
    expect(renderOnPage(<ResponsiveImage media={null} sizes="100vw" />)).toBe('')
    expect(renderOnPage(<ResponsiveImage media={undefined} sizes="100vw" />)).toBe('')
  })
})
