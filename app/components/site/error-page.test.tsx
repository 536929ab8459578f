// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { createRoutesStub, data, useRouteError } from 'react-router'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { i18nOf } from '~/i18n/i18n'
import { WithLanguage } from '../../../tests/support/with-language'
import { ErrorPage, errorTitle } from './error-page'

afterEach(() => {
  cleanup()
  vi.unstubAllEnvs()
})

// renders the page as a route's error boundary would, for an error thrown by the route's loader
function renderErrorFor(thrown: unknown, url = '/somewhere') {
  function Boundary() {
    return <ErrorPage error={useRouteError()} />
  }
  const Stub = createRoutesStub([
    {
      path: '/somewhere',
      loader: () => {
        throw thrown
      },
      Component: () => null,
      ErrorBoundary: Boundary,
      HydrateFallback: () => null,
    },
  ])
  render(
    <WithLanguage>
      <Stub initialEntries={[url]} />
    </WithLanguage>,
  )
}

describe('the 404 page', () => {
  test('says the page was not found and offers home and contact', async () => {
    renderErrorFor(data('Not found', { status: 404 }))
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found')
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/')
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact')
    expect(screen.queryByRole('button', { name: 'Reload the page' })).toBeNull()
  })
})

describe('the page for any other error', () => {
  test('is titled as the spec says and offers a reload that keeps the address', async () => {
    vi.stubEnv('DEV', false)
    renderErrorFor(new Error('database exploded at /srv/app/secret-path.ts:12'), '/somewhere?page=2&q=calm')
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Unexpected Application Error!')
    const reload = screen.getByRole('button', { name: 'Reload the page' })
    const form = reload.closest('form')!
    expect(form.getAttribute('method')).toBe('get')
    expect(form.getAttribute('action')).toBe('/somewhere')
    expect(Object.fromEntries(new FormData(form))).toEqual({ page: '2', q: 'calm' })
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/')
  })

  test('hides the error itself in production', async () => {
    vi.stubEnv('DEV', false)
    renderErrorFor(new Error('database exploded at /srv/app/secret-path.ts:12'))
    await screen.findByRole('heading', { level: 1 })
    expect(document.body.textContent).not.toContain('secret-path')
    expect(document.body.textContent).not.toContain('database exploded')
  })

  test('shows the error to the developer in development', async () => {
    vi.stubEnv('DEV', true)
    renderErrorFor(new Error('database exploded at /srv/app/secret-path.ts:12'))
    await screen.findByRole('heading', { level: 1 })
    expect(document.body.textContent).toContain('database exploded')
  })

  test('a server error response is not mistaken for a missing page', async () => {
    vi.stubEnv('DEV', false)
    renderErrorFor(data('Broken', { status: 500 }))
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Unexpected Application Error!')
  })
})

test('the document title follows the kind of error', () => {
  // the shape React Router gives a thrown response
  const response = (status: number) => ({ status, statusText: '', internal: false, data: '' })
  expect(errorTitle(response(404), i18nOf('en'))).toBe('Page not found')
  expect(errorTitle(response(403), i18nOf('en'))).toBe('You do not have access to this page')
  expect(errorTitle(response(500), i18nOf('en'))).toBe('Unexpected Application Error!')
  expect(errorTitle(new Error('x'), i18nOf('en'))).toBe('Unexpected Application Error!')
})
