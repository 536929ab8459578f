// What public pages read from the database (the layout's settings, each page's lists, a post),
// kept in memory while the server tells this module of every change to public pages
// (docs/decisions/038 and 042): until the next change anyone writes (forgetPublicReads), or the
// next change no one writes (a scheduled item appearing, an event starting or ending, midnight in
// Edmonton: nextTimedPublicChange). Nothing is kept while no one has said to keep (development,
// tests that call loaders), a read that fails is not kept, and a read that began before a change
// is never served after it.
import { nextTimedPublicChange } from './public-changes.server'

/** More reads than a site of this size makes (four languages, every page and item); pages throw their misses, which are not kept. */
const MOST_READS = 2_000

type Kept = { until: Promise<number>; reads: Map<string, Promise<unknown>> }

let keeping = false
let current: Kept | null = null

function kept(): Kept {
  if (!current) {
    const started = new Date()
    current = { until: nextTimedPublicChange(started).then((at) => at.getTime()), reads: new Map() }
  }
  return current
}

function drop(old: Kept) {
  if (current === old) current = null
}

/**
 * `read()`, or what it gave earlier since the last change: `key` names the read and everything
 * it depends on but the time (the page, the language, the id). The value is frozen: it is
 * shared by every request until the next change.
 */
export async function keptPublicRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  if (!keeping) return read()
  const now = kept()
  let until: number
  try {
    until = await now.until
  } catch {
    // the next timed change is unknown: nothing is kept until a read of it succeeds
    drop(now)
    return read()
  }
  if (Date.now() >= until) {
    drop(now)
    return keptPublicRead(key, read)
  }
  let reading = now.reads.get(key) as Promise<T> | undefined
  if (!reading) {
    if (now.reads.size >= MOST_READS) now.reads.clear()
    const started = read().then(deepFreeze)
    reading = started
    now.reads.set(key, started)
    // a failed read is not kept: the next page tries again
    started.catch(() => {
      if (now.reads.get(key) === started) now.reads.delete(key)
    })
  }
  return reading
}

/**
 * Keeps public reads in memory from now on (true) or no more (false). Only for a caller that
 * calls forgetPublicReads at every change to public pages, whoever made it (the server: the
 * database's NOTIFY, and each signed-in POST).
 */
export function keepPublicReads(on: boolean) {
  keeping = on
  current = null
}

/** Something public may have changed: every read is made again. */
export function forgetPublicReads() {
  current = null
}

function deepFreeze<T>(value: T): T {
  // typed arrays (bytes) cannot be frozen; no public read returns them
  if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}
