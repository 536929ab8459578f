// Is this file an Android app? An APK is a ZIP archive whose central directory (the index at
// its end) lists AndroidManifest.xml. Both are checked from the file on disk, reading only its
// first bytes and its index, never the whole file. A renamed picture, PDF or plain ZIP fails.
import type { FileHandle } from 'node:fs/promises'
import { open } from 'node:fs/promises'

const LOCAL_FILE_HEADER = 0x04034b50
const CENTRAL_DIRECTORY_HEADER = 0x02014b50
const END_OF_CENTRAL_DIRECTORY = 0x06054b50
const ZIP64_END_LOCATOR = 0x07064b50
const ZIP64_END_OF_CENTRAL_DIRECTORY = 0x06064b50
const END_RECORD_BYTES = 22
const MAX_COMMENT_BYTES = 0xffff
/** An APK's index is a few hundred kilobytes at most; a bigger one is not worth reading. */
const MAX_CENTRAL_DIRECTORY_BYTES = 32 * 1024 * 1024
const MANIFEST = 'AndroidManifest.xml'

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length)
  const { bytesRead } = await handle.read(buffer, 0, length, position)
  return buffer.subarray(0, bytesRead)
}

type Directory = { offset: number; size: number; entries: number }

/** Where the central directory is, from the end record (and its ZIP64 form when it says so). */
async function findCentralDirectory(handle: FileHandle, fileSize: number): Promise<Directory | null> {
  const tailLength = Math.min(fileSize, END_RECORD_BYTES + MAX_COMMENT_BYTES)
  const tailStart = fileSize - tailLength
  const tail = await readAt(handle, tailStart, tailLength)
  // the end record is the last one whose comment runs exactly to the end of the file
  for (let at = tail.length - END_RECORD_BYTES; at >= 0; at--) {
    if (tail.readUInt32LE(at) !== END_OF_CENTRAL_DIRECTORY) continue
    if (at + END_RECORD_BYTES + tail.readUInt16LE(at + 20) !== tail.length) continue
    const entries = tail.readUInt16LE(at + 10)
    const size = tail.readUInt32LE(at + 12)
    const offset = tail.readUInt32LE(at + 16)
    if (entries !== 0xffff && size !== 0xffffffff && offset !== 0xffffffff) return { offset, size, entries }
    return findZip64Directory(handle, tailStart + at)
  }
  return null
}

async function findZip64Directory(handle: FileHandle, endRecordAt: number): Promise<Directory | null> {
  if (endRecordAt < 20) return null
  const locator = await readAt(handle, endRecordAt - 20, 20)
  if (locator.length < 20 || locator.readUInt32LE(0) !== ZIP64_END_LOCATOR) return null
  const recordAt = Number(locator.readBigUInt64LE(8))
  const record = await readAt(handle, recordAt, 56)
  if (record.length < 56 || record.readUInt32LE(0) !== ZIP64_END_OF_CENTRAL_DIRECTORY) return null
  return { entries: Number(record.readBigUInt64LE(32)), size: Number(record.readBigUInt64LE(40)), offset: Number(record.readBigUInt64LE(48)) }
}

/** The names the central directory lists, or null when it is not a well-formed index. */
function listNames(directory: Buffer, entries: number): string[] | null {
  const names: string[] = []
  let at = 0
  for (let i = 0; i < entries; i++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_DIRECTORY_HEADER) return null
    const nameLength = directory.readUInt16LE(at + 28)
    const extraLength = directory.readUInt16LE(at + 30)
    const commentLength = directory.readUInt16LE(at + 32)
    const end = at + 46 + nameLength + extraLength + commentLength
    if (end > directory.length) return null
    names.push(directory.toString('utf8', at + 46, at + 46 + nameLength))
    at = end
  }
  return names
}

/** True when the file at `path` is a ZIP archive whose index lists AndroidManifest.xml. */
export async function isAndroidPackage(path: string): Promise<boolean> {
  const handle = await open(path, 'r')
  try {
    const { size } = await handle.stat()
    if (size < 4 + END_RECORD_BYTES) return false
    const head = await readAt(handle, 0, 4)
    if (head.readUInt32LE(0) !== LOCAL_FILE_HEADER) return false
    const directory = await findCentralDirectory(handle, size)
    if (!directory || directory.entries === 0) return false
    if (directory.size > MAX_CENTRAL_DIRECTORY_BYTES || directory.offset + directory.size > size) return false
    const names = listNames(await readAt(handle, directory.offset, directory.size), directory.entries)
    return names !== null && names.includes(MANIFEST)
  } finally {
    await handle.close()
  }
}
