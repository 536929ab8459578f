// The app page offers the app only when staff have published one, and only a safe link: a
// stored value that is not a valid release (an unsafe address, a missing file) counts as none.
import { describe, expect, test, vi } from 'vitest'
import { db } from '../../../database/db.server'
import { siteSettings } from '../../../database/schema'
import { useTestDatabase } from '../../../database/test-database'
import { loader } from './get-the-app'

useTestDatabase()

async function storeApp(value: unknown) {
  await db()
    .insert(siteSettings)
    .values({ key: 'app', value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value } })
}

describe('the get-the-app loader', () => {
  test('without a published app there is no download', async () => {
    expect(await loader()).toEqual({ release: null })
  })

  test('gives an app published at another address, with its version and notes', async () => {
    await storeApp({ source: 'external', url: 'https://files.example.org/app.apk', versionName: '1.4.0', releaseNotes: 'Daily thoughts.', minAndroidVersion: '9' })
    expect(await loader()).toEqual({
      release: {
        href: 'https://files.example.org/app.apk',
        external: true,
        host: 'files.example.org',
        versionName: '1.4.0',
        size: null,
        sha256: null,
        minAndroidVersion: '9',
        releaseNotes: 'Daily thoughts.',
      },
    })
  })

  test('refuses values that could not be a safe download link, or whose file is gone', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      for (const url of ['javascript:alert(1)', 'http://files.example.org/app.apk', '//evil.example/app.apk', '/\\evil.example', '', 42]) {
        await storeApp({ source: 'external', url, versionName: '1.0' })
        expect((await loader()).release, String(url)).toBeNull()
      }
      await storeApp({ source: 'upload', fileId: 999, versionName: '1.0' })
      expect((await loader()).release).toBeNull()
      await storeApp({ apkUrl: '/downloads/old-format.apk', versionName: '1.0' })
      expect((await loader()).release).toBeNull()
      await storeApp(['not', 'an', 'object'])
      expect((await loader()).release).toBeNull()
    } finally {
      warn.mockRestore()
    }
  })
})
