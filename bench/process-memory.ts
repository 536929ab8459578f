// Resident memory of a process and everything it started (a supervisor's workers, say), read
// from /proc (Linux). RSS is what the machine's memory actually holds for the process; VmHWM is
// the highest RSS the kernel saw for it since it started ("high water mark").
import fs from 'node:fs'

export type TreeMemory = {
  /** every process of the tree, the root first */
  pids: number[]
  /** sum of the processes' current RSS, in bytes */
  rss: number
  /** sum of the processes' VmHWM, in bytes: an upper bound of the tree's peak */
  hwm: number
}

function statusField(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    const kib = status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1]
    return kib ? Number(kib) * 1024 : 0
  } catch {
    return 0 // the process ended meanwhile
  }
}

/** The children of a process (of each of its threads: a child belongs to the thread that forked it). */
function childrenOf(pid: number): number[] {
  const children: number[] = []
  let tasks: string[]
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`)
  } catch {
    return children
  }
  for (const task of tasks) {
    try {
      const listed = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim()
      if (listed) children.push(...listed.split(/\s+/).map(Number))
    } catch {
      // the thread ended meanwhile
    }
  }
  return children
}

/** The process and its descendants. */
export function processTree(root: number): number[] {
  const pids: number[] = []
  const queue = [root]
  while (queue.length > 0) {
    const pid = queue.shift()!
    if (pids.includes(pid)) continue
    pids.push(pid)
    queue.push(...childrenOf(pid))
  }
  return pids
}

export function treeMemory(root: number): TreeMemory {
  const pids = processTree(root)
  let rss = 0
  let hwm = 0
  for (const pid of pids) {
    rss += statusField(pid, 'VmRSS')
    hwm += statusField(pid, 'VmHWM')
  }
  return { pids, rss, hwm }
}

/** Samples the tree's RSS every `intervalMs` until stopped; the highest sum seen is its peak. */
export function sampleTreeMemory(root: number, intervalMs = 100) {
  let peak = treeMemory(root)
  const timer = setInterval(() => {
    const now = treeMemory(root)
    if (now.rss > peak.rss) peak = now
  }, intervalMs)
  return {
    stop: () => {
      clearInterval(timer)
      const last = treeMemory(root)
      return {
        /** highest sampled sum of RSS */
        peakRss: Math.max(peak.rss, last.rss),
        /** VmHWM summed over the processes alive at the end (catches a spike between samples) */
        hwm: last.hwm,
      }
    },
  }
}

export const mib = (bytes: number) => bytes / 1024 / 1024

/** The process of the tree whose command line runs `script` (the server under its supervisor). */
export function findProcess(root: number, script: string): number | null {
  for (const pid of processTree(root)) {
    try {
      if (fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').some((arg) => arg.endsWith(script))) return pid
    } catch {
      // ended meanwhile
    }
  }
  return null
}
