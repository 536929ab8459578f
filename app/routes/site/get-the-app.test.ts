// The app page offers the APK only when staff have published one, and only a safe link.
import { describe, expect, test } from 'vitest'
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
  test('without a published APK there is no download', async () => {
    expect(await loader()).toEqual({ release: null })
  })

  test('gives the published APK address and version', async () => {
    await storeApp({ apkUrl: '/downloads/sahara-wellness-1.4.0.apk', versionName: '1.4.0' })
    expect(await loader()).toEqual({ release: { apkUrl: '/downloads/sahara-wellness-1.4.0.apk', versionName: '1.4.0' } })
    await storeApp({ apkUrl: 'https://files.example.org/app.apk' })
    expect(await loader()).toEqual({ release: { apkUrl: 'https://files.example.org/app.apk', versionName: '' } })
  })

  test('refuses addresses that could not be a safe download link', async () => {
    for (const apkUrl of ['javascript:alert(1)', 'http://files.example.org/app.apk', '//evil.example/app.apk', '/\\evil.example', '', 42]) {
      await storeApp({ apkUrl, versionName: '1.0' })
      expect((await loader()).release, String(apkUrl)).toBeNull()
    }
    await storeApp(['not', 'an', 'object'])
    expect((await loader()).release).toBeNull()
  })
})
