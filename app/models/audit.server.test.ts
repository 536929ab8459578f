// The activity log's table and model (decision 027): an entry keeps values only for the fields
// its caller allows and never for a secret's; it is written with its change or not at all; the
// table refuses UPDATE, DELETE and TRUNCATE except the retention pruning of old entries; and no
// code of the app updates or deletes it anywhere else.
import fs from 'node:fs'
import path from 'node:path'
import { desc, eq, gt, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from '../../database/db.server'
import { auditEntries, users } from '../../database/schema'
import { useTestDatabase } from '../../database/test-database'
import { AUDIT_VALUE_MAX, OPERATOR, changesBetween, pruneAuditLog, recordAudit, settingsChanges, type Actor } from './audit.server'
import { runHousekeeping } from './housekeeping.server'
import { savePrivacySettings } from './settings.server'

useTestDatabase()

const ACTOR: Actor = { userId: 7, email: 'staff@example.org', address: '203.0.113.9' }

async function lastId() {
  const [row] = await db().select({ id: auditEntries.id }).from(auditEntries).orderBy(desc(auditEntries.id)).limit(1)
  return row?.id ?? 0
}

const entriesAfter = (id: number) => db().select().from(auditEntries).where(gt(auditEntries.id, id)).orderBy(auditEntries.id)

describe('an entry', () => {
  it('names who, from where, what and which item, with the values of allowed fields only', async () => {
    const mark = await lastId()
    const before = { title: 'Old title', body: 'Old body', imageId: 3, updatedAt: new Date(1) }
    const after = { title: 'New title', body: 'Old body', imageId: 4, updatedAt: new Date(2) }
    const changes = changesBetween(before, after, { fields: ['title', 'body', 'imageId'], values: ['title', 'body'] })
    await recordAudit(db(), { actor: ACTOR, action: 'update', itemType: 'Blog', itemId: 12, itemLabel: 'New title', changes })
    const [entry] = await entriesAfter(mark)
    expect(entry).toMatchObject({ actorId: 7, actorEmail: 'staff@example.org', address: '203.0.113.9', action: 'update', itemType: 'Blog', itemId: '12', itemLabel: 'New title' })
    // the unchanged body is not listed; the picture is named without its value
    expect(entry.changes).toEqual([{ field: 'title', from: 'Old title', to: 'New title' }, { field: 'imageId' }])
  })

  it('never keeps the value of a field named like a secret, even when a caller allows it, and cuts long values', async () => {
    const mark = await lastId()
    const secretish = ['passwordHash', 'password', 'token', 'totpSecret', 'recoveryCodes', 'sessionId', 'signaturePng']
    const before = Object.fromEntries(secretish.map((field) => [field, 'old-secret-value']))
    const after = { ...Object.fromEntries(secretish.map((field) => [field, 'new-secret-value'])), body: 'x'.repeat(AUDIT_VALUE_MAX + 50), extra: { nested: true } }
    const fields = [...secretish, 'body', 'extra']
    await recordAudit(db(), { actor: ACTOR, action: 'update', changes: changesBetween(before, after, { fields, values: fields }) })
    const [entry] = await entriesAfter(mark)
    const text = JSON.stringify(entry)
    expect(text).not.toContain('secret-value')
    const changes = entry.changes as { field: string; to?: unknown }[]
    expect(changes.filter((change) => secretish.includes(change.field))).toEqual(secretish.map((field) => ({ field })))
    expect(changes.find((change) => change.field === 'body')?.to).toBe(`${'x'.repeat(AUDIT_VALUE_MAX)}…`)
    // a value that is not plain (an object) is named only
    expect(changes.find((change) => change.field === 'extra')).toEqual({ field: 'extra' })
  })

  it('lists settings by their fields, pictures by name only', () => {
    expect(
      settingsChanges(
        { name: 'A', address: { city: 'Edmonton' }, shareImageId: 1, socialLinks: [] },
        { name: 'B', address: { city: 'Calgary' }, shareImageId: 2, socialLinks: [] },
        'organisation',
      ),
    ).toEqual([
      { field: 'organisation.name', from: 'A', to: 'B' },
      { field: 'organisation.address.city', from: 'Edmonton', to: 'Calgary' },
      { field: 'organisation.shareImageId' },
    ])
  })

  it('is written with its change or not at all', async () => {
    const mark = await lastId()
    await expect(
      db().transaction(async (tx) => {
        await tx.insert(users).values({ email: 'never-made@example.org', passwordHash: 'x', roles: [] })
        await recordAudit(tx, { actor: ACTOR, action: 'create', itemType: 'Account', itemLabel: 'never-made@example.org' })
        throw new Error('the change fails after its entry')
      }),
    ).rejects.toThrow('the change fails')
    expect(await entriesAfter(mark)).toEqual([])
    expect(await db().select().from(users).where(eq(users.email, 'never-made@example.org'))).toEqual([])
  })
})

describe('the table is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, even of an old entry', async () => {
    await db().insert(auditEntries).values({ ...row(OPERATOR), createdAt: new Date('2001-01-01T00:00:00Z') })
    await db().insert(auditEntries).values(row(ACTOR))
    const count = async () => (await db().select({ id: auditEntries.id }).from(auditEntries)).length
    const before = await count()
    await expect(db().update(auditEntries).set({ itemLabel: 'rewritten' })).rejects.toThrow()
    await expect(db().delete(auditEntries)).rejects.toThrow()
    await expect(db().execute(sql`truncate audit_entries`)).rejects.toThrow()
    expect(await count()).toBe(before)
    expect(await db().select().from(auditEntries).where(eq(auditEntries.itemLabel, 'rewritten'))).toEqual([])
  })

  it('lets the pruning cut-off through for older entries only, within its own transaction', async () => {
    const recent = await db().insert(auditEntries).values(row(ACTOR)).returning({ id: auditEntries.id })
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.audit_prune_before', ${new Date('2000-01-01').toISOString()}, true)`)
        await tx.delete(auditEntries).where(eq(auditEntries.id, recent[0].id))
      }),
    ).rejects.toThrow()
    // the setting did not outlive that transaction
    await expect(db().delete(auditEntries).where(eq(auditEntries.id, recent[0].id))).rejects.toThrow()
    expect(await db().select({ id: auditEntries.id }).from(auditEntries).where(eq(auditEntries.id, recent[0].id))).toHaveLength(1)
  })

  it('has no update or delete in the app but the pruning', () => {
    const root = path.resolve(import.meta.dirname, '..', '..')
    const offenders: string[] = []
    for (const folder of ['app', 'server', 'database']) {
      for (const file of fs.readdirSync(path.join(root, folder), { recursive: true }) as string[]) {
        if (!/\.(ts|tsx|js)$/.test(file) || /\.test\.tsx?$/.test(file)) continue
        const text = fs.readFileSync(path.join(root, folder, file), 'utf8')
        const writes = text.match(/\.(update|delete)\(\s*auditEntries\b|(update|delete from|truncate)\s+"?audit_entries/gi) ?? []
        if (writes.length > 0) offenders.push(`${folder}/${file}: ${writes.length}`)
      }
    }
    expect(offenders).toEqual(['app/models/audit.server.ts: 1'])
  })
})

function row(actor: Actor) {
  return { actorId: actor.userId, actorEmail: actor.email, address: actor.address, action: 'update' as const, itemType: 'Blog', itemLabel: 'x' }
}

describe('retention', () => {
  // 15 May 2026, 10:00 a.m. in Edmonton (UTC-6)
  const NOW = new Date('2026-05-15T16:00:00.000Z')

  async function entryAt(label: string, createdAt: Date) {
    const [added] = await db().insert(auditEntries).values({ ...row(ACTOR), itemLabel: label, createdAt }).returning({ id: auditEntries.id })
    return added.id
  }
  const labelsLeft = async (ids: number[]) =>
    (await db().select({ label: auditEntries.itemLabel, id: auditEntries.id }).from(auditEntries)).filter((r) => ids.includes(r.id)).map((r) => r.label).sort()

  it('deletes the entries older than the months set, to the millisecond, and keeps the rest', async () => {
    // 24 months before is 15 May 2024, 10:00 a.m. Edmonton
    const ids = [
      await entryAt('older', new Date('2024-05-15T15:59:59.999Z')),
      await entryAt('at the cut-off', new Date('2024-05-15T16:00:00.000Z')),
      await entryAt('recent', new Date('2026-05-01T16:00:00.000Z')),
    ]
    const run = await pruneAuditLog(24, NOW)
    expect(run).toMatchObject({ ran: true, cutoff: new Date('2024-05-15T16:00:00.000Z') })
    expect(await labelsLeft(ids)).toEqual(['at the cut-off', 'recent'])
  })

  it('follows the setting in housekeeping (default 24 months)', async () => {
    const ids = [await entryAt('seven months old', new Date('2025-10-14T16:00:00.000Z')), await entryAt('five months old', new Date('2025-12-14T16:00:00.000Z'))]
    await runHousekeeping(NOW)
    expect(await labelsLeft(ids)).toEqual(['five months old', 'seven months old'])
    await savePrivacySettings({ contactRetentionMonths: 24, auditRetentionMonths: 6 })
    await runHousekeeping(NOW)
    expect(await labelsLeft(ids)).toEqual(['five months old'])
    await savePrivacySettings({ contactRetentionMonths: 24, auditRetentionMonths: 24 })
  })
})
