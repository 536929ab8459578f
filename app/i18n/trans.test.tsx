// @vitest-environment jsdom
// A value put into a translated sentence is shown as text, whatever it holds: a name typed as
// '<0>...</0>' does not become the sentence's link, and '<script>' is neither dropped nor run.
import { Plural, Trans } from '@lingui/react/macro'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { WithLanguage } from '../../tests/support/with-language'

afterEach(cleanup)

const TYPED = '<0>Win a prize</0> <script>alert(1)</script> <b>bold</b>'

function Sentence({ name }: { name: string }) {
  return (
    <p>
      <Trans>
        Write to {name} on the <a href="/contact">contact page</a>.
      </Trans>
    </p>
  )
}

test.each(['en', 'ur'] as const)('a value is text in %s, never markup', (language) => {
  render(
    <WithLanguage language={language}>
      <Sentence name={TYPED} />
    </WithLanguage>,
  )
  const sentence = screen.getByRole('paragraph')
  expect(sentence.textContent).toContain(TYPED)
  expect(sentence.querySelectorAll('a')).toHaveLength(1)
  expect(sentence.querySelector('a')!.getAttribute('href')).toBe('/contact')
  expect(sentence.querySelector('script, b')).toBeNull()
})

// Words without elements take a shorter way (the translation as text): the same words, values
// still text, plurals still counted.
test('words without elements: translated, a typed value shown as text', () => {
  // named as in the team's cards, so that the message is the catalog's
  const name = TYPED
  render(
    <WithLanguage language="ur">
      <p>
        <Trans>Email {name}</Trans>
      </p>
      <h2>
        <Trans>Our team</Trans>
      </h2>
    </WithLanguage>,
  )
  // the Urdu catalog's words (app/i18n/catalogs/ur.po), the value inside them as typed
  expect(screen.getByRole('paragraph').textContent).toBe(`${TYPED} کو ای میل کریں`)
  expect(screen.getByRole('paragraph').querySelector('script, b, a')).toBeNull()
  expect(screen.getByRole('heading').textContent).toBe('ہماری ٹیم')
})

test('a count in words without elements picks the plural form', () => {
  function Left({ count }: { count: number }) {
    return (
      <li>
        <Plural value={count} one="# place left" other="# places left" />
      </li>
    )
  }
  render(
    <WithLanguage language="en">
      <ul>
        <Left count={1} />
        <Left count={3} />
      </ul>
    </WithLanguage>,
  )
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1 place left', '3 places left'])
})
