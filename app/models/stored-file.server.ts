// Files published as they are (the Android app's APK), kept in the database in 1 MB chunks
// (docs/decisions/007-the-android-app-upload.md): every app instance serves them, and neither
// writing nor reading one ever holds the whole file in memory.
import { and, eq, sql } from 'drizzle-orm'
import { db } from '../../database/db.server'
import { storedFileChunks, storedFiles } from '../../database/schema'

// The bytes travel to and from the database as base64 text, turned into bytea by the database
// itself: PGlite converts a bytea value byte by byte in JavaScript (about a second per
// megabyte, measured), while base64 is encoded natively on both sides, some ten times faster.
// PostgreSQL does the same work either way.

/** The size of every chunk but the last. */
export const STORED_FILE_CHUNK_BYTES = 1024 * 1024

export type StoredFileInfo = { id: number; fileName: string; contentType: string; size: number; sha256: string }

type Tx = Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0]

/**
 * Writes a file inside the caller's transaction, one row per chunk as `chunks` yields them
 * (each STORED_FILE_CHUNK_BYTES, the last one shorter). The chunks must add up to `size`:
 * a short or long read throws, and the transaction then leaves nothing behind.
 */
export async function insertStoredFile(
  tx: Tx,
  file: Omit<StoredFileInfo, 'id'>,
  chunks: AsyncIterable<Uint8Array>,
): Promise<number> {
  const [row] = await tx.insert(storedFiles).values(file).returning({ id: storedFiles.id })
  let seq = 0
  let written = 0
  for await (const bytes of chunks) {
    if (bytes.byteLength === 0) continue
    if (bytes.byteLength > STORED_FILE_CHUNK_BYTES) throw new Error('A stored file chunk is larger than 1 MB')
    const base64 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')
    await tx.insert(storedFileChunks).values({ fileId: row.id, seq, bytes: sql`decode(${base64}, 'base64')` })
    seq += 1
    written += bytes.byteLength
  }
  if (written !== file.size) throw new Error(`The file to store has ${written} bytes, not the ${file.size} announced`)
  return row.id
}

export async function getStoredFile(id: number): Promise<StoredFileInfo | null> {
  const [row] = await db()
    .select({
      id: storedFiles.id,
      fileName: storedFiles.fileName,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
      sha256: storedFiles.sha256,
    })
    .from(storedFiles)
    .where(eq(storedFiles.id, id))
    .limit(1)
  return row ?? null
}

/** One chunk's bytes (by its number, from 0), or null when the file or the chunk is gone. */
export async function readStoredFileChunk(fileId: number, seq: number): Promise<Uint8Array | null> {
  const [row] = await db()
    // PostgreSQL breaks base64 into lines; Buffer.from skips the line breaks
    .select({ base64: sql<string>`encode(${storedFileChunks.bytes}, 'base64')` })
    .from(storedFileChunks)
    .where(and(eq(storedFileChunks.fileId, fileId), eq(storedFileChunks.seq, seq)))
    .limit(1)
  return row ? Buffer.from(row.base64, 'base64') : null
}

/** Deletes a file and its chunks (they go with it: on delete cascade). */
export async function deleteStoredFile(tx: Tx, id: number): Promise<void> {
  await tx.delete(storedFiles).where(eq(storedFiles.id, id))
}
