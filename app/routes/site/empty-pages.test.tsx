// @vitest-environment jsdom
// With empty tables (or no APK), these pages say so calmly instead of showing empty frames.
import { cleanup, render, screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, test } from 'vitest'
import { WithLanguage } from '../../../tests/support/with-language'
import Gallery from './gallery'
import GalleryDetail from './gallery-detail'
import GetTheApp from './get-the-app'

afterEach(cleanup)

// only loaderData matters to these pages' markup; the other route props are left out
function renderPage<Props extends object>(Page: ComponentType<Props>, loaderData: unknown) {
  const props = { loaderData } as unknown as Props
  const Stub = createRoutesStub([{ path: '/page', Component: () => <Page {...props} />, HydrateFallback: () => null }])
  render(
    <WithLanguage>
      <Stub initialEntries={['/page']} />
    </WithLanguage>,
  )
}

describe('empty states', () => {
  test('a gallery with no albums says there are none yet and shows no cards', async () => {
    renderPage(Gallery, { categories: [] })
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Gallery')
    expect(screen.getByText(/There are no albums to show yet/)).toBeTruthy()
    expect(screen.queryAllByRole('article')).toHaveLength(0)
  })

  test('an album with no pictures says so and offers no viewer', async () => {
    renderPage(GalleryDetail, { category: { id: 3, name: 'Spring picnic', description: 'Food.\n\nFriends.', image: null }, images: [] })
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Spring picnic')
    // paragraphs separated by a blank line are separate paragraphs
    expect(screen.getByText('Food.').tagName).toBe('P')
    expect(screen.getByText('Friends.').tagName).toBe('P')
    expect(screen.getByText('There are no pictures in this album yet.')).toBeTruthy()
    expect(screen.queryAllByRole('listitem')).toHaveLength(0)
  })

  test('the app page without an APK says the app is coming soon, with a download link, size, checksum and notes once there is one', async () => {
    renderPage(GetTheApp, { release: null })
    expect(await screen.findByText('The app is coming soon.')).toBeTruthy()
    expect(document.querySelector('a[download]')).toBeNull()
    cleanup()

    renderPage(GetTheApp, {
      release: {
        href: '/gettheapp/download',
        external: false,
        host: null,
        versionName: '2.1',
        size: '24.6 MB',
        sha256: 'ab'.repeat(32),
        minAndroidVersion: '8.0',
        releaseNotes: 'A sleep diary.\n\nCalmer colours.',
      },
    })
    const download = await screen.findByRole('link', { name: /Download the app for Android/ })
    expect(download.getAttribute('href')).toBe('/gettheapp/download')
    expect(download.hasAttribute('download')).toBe(true)
    expect(download.textContent).toContain('version 2.1, APK, 24.6 MB')
    expect(screen.getByRole('heading', { name: 'Version 2.1' })).toBeTruthy()
    expect(screen.getByText('ab'.repeat(32))).toBeTruthy()
    expect(screen.getByText('Android 8.0 or newer')).toBeTruthy()
    expect(screen.getByText('Calmer colours.').tagName).toBe('P')
    expect(screen.queryByText('The app is coming soon.')).toBeNull()
  })
})
