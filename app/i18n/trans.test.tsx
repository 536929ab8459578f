// @vitest-environment jsdom
// A value put into a translated sentence is shown as text, whatever it holds: a name typed as
// '<0>...</0>' does not become the sentence's link, and '<script>' is neither dropped nor run.
import { Trans } from '@lingui/react/macro'
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
