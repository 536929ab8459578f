// An APK is recognised by what is inside, not by its name: a ZIP archive whose index lists
// AndroidManifest.xml. Pictures, plain ZIPs and damaged archives are refused.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { fakeApk, plainZip, zip } from '../../tests/support/zip'
import { isAndroidPackage } from './apk.server'

let dir = ''
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'apk-test-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

let count = 0
async function check(bytes: Uint8Array) {
  const file = path.join(dir, `file-${count++}`)
  await writeFile(file, bytes)
  return isAndroidPackage(file)
}

describe('isAndroidPackage', () => {
  test('accepts a ZIP whose index lists AndroidManifest.xml', async () => {
    expect(await check(fakeApk())).toBe(true)
  })

  test('finds the index behind an archive comment, and through a ZIP64 end record', async () => {
    const entries = [{ name: 'AndroidManifest.xml', bytes: Buffer.from('manifest') }]
    expect(await check(zip(entries, { comment: 'built by the release pipeline' }))).toBe(true)
    expect(await check(fakeApk({ zip64: true }))).toBe(true)
  })

  test('refuses a ZIP without AndroidManifest.xml (a name that only contains it does not count)', async () => {
    expect(await check(plainZip())).toBe(false)
  })

  test('refuses a picture, a text file, an empty file and a PDF renamed to .apk', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#336699' } }).png().toBuffer()
    expect(await check(png)).toBe(false)
    expect(await check(Buffer.from('just some notes, not an app'))).toBe(false)
    expect(await check(new Uint8Array())).toBe(false)
    expect(await check(Buffer.from('%PDF-1.7\n' + 'x'.repeat(200)))).toBe(false)
  })

  test('refuses an APK cut short (its index lost) and one whose index points past the end', async () => {
    const apk = fakeApk()
    expect(await check(apk.subarray(0, apk.length - 40))).toBe(false)
    const broken = Buffer.from(apk)
    broken.writeUInt32LE(apk.length + 1000, apk.length - 6) // the index's offset
    expect(await check(broken)).toBe(false)
  })

  test('refuses an archive that starts like a ZIP but whose index is not one', async () => {
    const apk = fakeApk()
    const scrambled = Buffer.from(apk)
    const directoryAt = apk.readUInt32LE(apk.length - 6)
    scrambled.writeUInt32LE(0xdeadbeef, directoryAt)
    expect(await check(scrambled)).toBe(false)
  })
})
