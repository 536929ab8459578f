// PGlite lets two processes open one directory and then silently loses rows, so the app
// holds this lock for as long as it has the directory open. It is a PID file checked for
// liveness (as PostgreSQL's postmaster.pid): a process killed with SIGKILL leaves a stale
// file that the next start takes over at once, with no waiting period.
import fs from 'node:fs'
import path from 'node:path'

export class DataDirLockedError extends Error {
  constructor(
    public dataDir: string,
    public pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another server (process ${pid}). ` +
        'Stop that server first, or give this one its own DATA_DIR.',
    )
    this.name = 'DataDirLockedError'
  }
}

function isAlive(pid: number) {
  if (!Number.isInteger(pid) || pid <= 0) return false
  if (pid === process.pid) return false // a stale file from an earlier life with our PID
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Takes the lock on dataDir (creating it if needed); returns a function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true })
  const lockFile = path.join(dataDir, 'server.pid')
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // 'wx' fails when the file exists: only one process can create it
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' })
      let released = false
      return () => {
        if (released) return
        released = true
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile)
        } catch {
          // already gone
        }
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number(fs.readFileSync(lockFile, 'utf8').trim())
      if (isAlive(holder)) throw new DataDirLockedError(dataDir, holder)
      // stale: remove it by renaming first, so that two starters cannot both remove it
      const stale = `${lockFile}.stale-${process.pid}`
      try {
        fs.renameSync(lockFile, stale)
        fs.unlinkSync(stale)
      } catch {
        // another starter took it over first; try again
      }
    }
  }
  throw new Error(`Could not take the lock on ${dataDir}`)
}
