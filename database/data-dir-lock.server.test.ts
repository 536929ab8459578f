import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DataDirLockedError, lockDataDir } from './data-dir-lock.server'

const dirs: string[] = []
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('lockDataDir', () => {
  it('creates the directory and refuses a second holder while the first is alive', async () => {
    const dir = path.join(tempDir(), 'nested', 'data')
    // another live process holds it
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)'])
    try {
      fs.mkdirSync(dir, { recursive: true })
      fs.writeFileSync(path.join(dir, 'server.pid'), String(sleeper.pid))
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
      expect(() => lockDataDir(dir)).toThrow(/in use by another server/)
    } finally {
      sleeper.kill('SIGKILL')
    }
  })

  it('takes over at once from a holder that died without releasing', async () => {
    const dir = tempDir()
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)'])
    fs.writeFileSync(path.join(dir, 'server.pid'), String(child.pid))
    child.kill('SIGKILL')
    await new Promise((resolve) => child.on('exit', resolve))
    const release = lockDataDir(dir)
    expect(fs.readFileSync(path.join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid))
    release()
    expect(fs.existsSync(path.join(dir, 'server.pid'))).toBe(false)
  })

  it('can be taken again after release', () => {
    const dir = tempDir()
    lockDataDir(dir)()
    const release = lockDataDir(dir)
    expect(() => lockDataDir(dir)).not.toThrow() // our own PID counts as stale: same process, restarted
    release()
  })
})
