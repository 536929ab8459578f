// A tiny ZIP writer for tests (stored entries, no compression): enough to make an APK-shaped
// archive (a ZIP whose index lists AndroidManifest.xml) or a plain ZIP without it, in the
// server tests and the end-to-end tests alike.
import { randomBytes } from 'node:crypto'
import { crc32 } from 'node:zlib'

export type ZipEntry = { name: string; bytes: Uint8Array }

/** `zip64`: the end record points to a ZIP64 end record (as large archives' do); `comment`: an archive comment. */
export function zip(entries: ZipEntry[], { zip64 = false, comment = '' }: { zip64?: boolean; comment?: string } = {}): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8')
    const data = Buffer.from(entry.bytes)
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4) // version needed
    local.writeUInt16LE(0x0800, 6) // names in UTF-8
    local.writeUInt16LE(0, 8) // stored
    local.writeUInt16LE(0, 10) // time
    local.writeUInt16LE(0x21, 12) // 1 January 1980
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(name.length, 26)
    local.writeUInt16LE(0, 28)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4) // made by
    central.writeUInt16LE(20, 6) // needed
    central.writeUInt16LE(0x0800, 8)
    central.writeUInt16LE(0, 10)
    central.writeUInt16LE(0, 12)
    central.writeUInt16LE(0x21, 14)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, data)
    centrals.push(central, name)
    offset += local.length + name.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const commentBytes = Buffer.from(comment, 'utf8')
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(zip64 ? 0xffff : entries.length, 8)
  end.writeUInt16LE(zip64 ? 0xffff : entries.length, 10)
  end.writeUInt32LE(zip64 ? 0xffffffff : directory.length, 12)
  end.writeUInt32LE(zip64 ? 0xffffffff : offset, 16)
  end.writeUInt16LE(commentBytes.length, 20)
  if (!zip64) return Buffer.concat([...locals, directory, end, commentBytes])
  const record = Buffer.alloc(56)
  record.writeUInt32LE(0x06064b50, 0)
  record.writeBigUInt64LE(44n, 4)
  record.writeUInt16LE(45, 12)
  record.writeUInt16LE(45, 14)
  record.writeBigUInt64LE(BigInt(entries.length), 24)
  record.writeBigUInt64LE(BigInt(entries.length), 32)
  record.writeBigUInt64LE(BigInt(directory.length), 40)
  record.writeBigUInt64LE(BigInt(offset), 48)
  const locator = Buffer.alloc(20)
  locator.writeUInt32LE(0x07064b50, 0)
  locator.writeBigUInt64LE(BigInt(offset + directory.length), 8)
  locator.writeUInt32LE(1, 16)
  return Buffer.concat([...locals, directory, record, locator, end, commentBytes])
}

/** An APK-shaped archive: AndroidManifest.xml, a classes.dex of `dexBytes` random bytes, and a signature file. */
export function fakeApk({ dexBytes = 4096, zip64 = false }: { dexBytes?: number; zip64?: boolean } = {}): Buffer {
  const entries = [
    { name: 'AndroidManifest.xml', bytes: Buffer.from([0x03, 0x00, 0x08, 0x00, ...randomBytes(60)]) },
    { name: 'classes.dex', bytes: randomBytes(dexBytes) },
    { name: 'META-INF/MANIFEST.MF', bytes: Buffer.from('Manifest-Version: 1.0\r\n') },
  ]
  return zip(entries, { zip64 })
}

/** A well-formed ZIP that is not an app: no AndroidManifest.xml in it. */
export function plainZip(): Buffer {
  return zip([
    { name: 'minutes.txt', bytes: Buffer.from('Board meeting, 12 March.') },
    { name: 'docs/AndroidManifest.xml.txt', bytes: Buffer.from('not the manifest') },
  ])
}
