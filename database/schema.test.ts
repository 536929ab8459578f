// The migrated database holds every entity of spec section 3 with every field it lists
// (docs/features.md, "Field map"), and keeps the timestamps itself.
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from './db.server'
import { contactMessages, galleryCategories, galleryImages, paymentRecords, testimonials } from './schema'
import { useTestDatabase } from './test-database'

useTestDatabase()

const expectedColumns: Record<string, string[]> = {
  testimonials: ['id', 'name', 'email', 'profession', 'message', 'image_id', 'rating', 'translations', 'status', 'publish_at', 'priority', 'trashed_at', 'trashed_by', 'created_at', 'updated_at'],
  events: ['id', 'title', 'description', 'image_id', 'event_date', 'ends_at', 'location', 'translations', 'status', 'publish_at', 'created_by', 'review_requested_at', 'trashed_at', 'trashed_by', 'created_at', 'updated_at'],
  team_members: ['id', 'name', 'email', 'profession', 'bio', 'image_id', 'rating', 'translations', 'status', 'publish_at', 'priority', 'trashed_at', 'trashed_by', 'created_at', 'updated_at'],
  gallery_categories: ['id', 'name', 'description', 'image_id', 'priority', 'translations', 'status', 'publish_at', 'trashed_at', 'trashed_by', 'created_at', 'updated_at'],
  gallery_images: ['id', 'category_id', 'title', 'image_id', 'priority', 'translations', 'status', 'publish_at', 'trashed_at', 'trashed_by', 'created_at', 'updated_at'],
  blogs: [
    'id', 'name', 'image_id', 'title', 'description', 'section2_title', 'section2_body', 'section3_title', 'section3_body',
    'writer_image_id', 'writer_name', 'writer_description', 'side_title', 'side_description', 'link_url', 'translations', 'status', 'publish_at',
    'created_by', 'review_requested_at', 'priority', 'trashed_at', 'trashed_by', 'created_at', 'updated_at',
  ],
  contact_messages: ['id', 'name', 'email', 'subject', 'message', 'read_at', 'answered_at', 'language', 'created_at'],
  contact_replies: ['id', 'message_id', 'author_id', 'author_email', 'sent_to', 'subject', 'body', 'outbox_id', 'created_at'],
  payment_records: [
    'id', 'name', 'email', 'address', 'payment_method', 'amount_cents', 'status', 'received_at', 'thanked_at', 'receipt_serial', 'reference', 'pledged_cents',
    'gift_kind', 'property_description', 'appraiser_name', 'appraiser_address', 'language', 'created_at', 'updated_at',
  ],
  payment_status_changes: ['id', 'payment_id', 'status', 'changed_at'],
  donation_receipts: [
    'id', 'serial', 'year', 'number', 'kind', 'status', 'donor_name', 'donor_address', 'donor_email', 'language', 'amount_cents', 'advantage_cents',
    'advantage_description', 'eligible_cents', 'received_from', 'received_to', 'issued_at', 'issued_by', 'replaces_id', 'cancelled_at',
    'cancelled_by', 'cancel_reason', 'pdf', 'pdf_sha256', 'property_description', 'appraiser_name', 'appraiser_address',
  ],
  pledge_references: ['reference', 'created_at'],
  receipt_serials: ['year', 'last_number'],
  receipt_payments: ['receipt_id', 'payment_id', 'live'],
  users: ['id', 'email', 'password_hash', 'roles', 'language', 'language_chosen', 'created_at', 'updated_at'],
  sessions: ['id', 'user_id', 'persistent', 'created_at', 'last_seen_at', 'expires_at', 'second_factor_at'],
  two_factor_keys: ['user_id', 'secret', 'enabled_at', 'last_used_step', 'setup_session_id', 'created_at'],
  recovery_codes: ['id', 'user_id', 'code_hash', 'used_at', 'created_at'],
  media: ['id', 'hash', 'width', 'height', 'alt', 'alt_translations', 'created_at'],
  media_variants: ['media_id', 'width', 'height', 'content_type', 'bytes'],
  media_share_cards: ['media_id', 'bytes'],
  site_settings: ['key', 'value', 'updated_at'],
  rate_limit_hits: ['id', 'bucket', 'key', 'created_at'],
}

describe('schema', () => {
  it('has every table and column of the field map', async () => {
    // both drivers answer { rows }
    const result = (await db().execute(
      sql`select table_name, column_name from information_schema.columns where table_schema = current_schema()`,
    )) as unknown as { rows: { table_name: string; column_name: string }[] }
    const actual = new Map<string, Set<string>>()
    for (const row of result.rows) {
      if (!actual.has(row.table_name)) actual.set(row.table_name, new Set())
      actual.get(row.table_name)!.add(row.column_name)
    }
    for (const [table, columns] of Object.entries(expectedColumns)) {
      expect([...(actual.get(table) ?? [])].sort(), table).toEqual([...columns].sort())
    }
  })

  it('sets created_at and updated_at on insert and refreshes updated_at on update', async () => {
    const [row] = await db()
      .insert(testimonials)
      .values({ name: 'Asha', email: 'asha@example.org', profession: 'Teacher', message: 'Kind people.', rating: 5 })
      .returning()
    expect(row.createdAt).toBeInstanceOf(Date)
    expect(Math.abs(row.createdAt.getTime() - Date.now())).toBeLessThan(60_000)
    expect(row.status).toBe('published')
    await new Promise((resolve) => setTimeout(resolve, 20))
    const [updated] = await db().update(testimonials).set({ priority: 3 }).where(eq(testimonials.id, row.id)).returning()
    expect(updated.updatedAt.getTime()).toBeGreaterThan(row.updatedAt.getTime())
    expect(updated.createdAt.getTime()).toBe(row.createdAt.getTime())
  })

  it('refuses values outside the rules the database can hold', async () => {
    await expect(
      db().insert(testimonials).values({ name: 'A', email: 'a@example.org', profession: 'P', message: 'M', rating: 9 }),
    ).rejects.toThrow()
    await expect(
      db().insert(paymentRecords).values({ name: 'A', email: 'a@example.org', paymentMethod: 'bitcoin' as 'card' }),
    ).rejects.toThrow()
    await expect(
      db().insert(paymentRecords).values({ name: 'A', email: 'a@example.org', paymentMethod: 'cash', status: 'lost' as 'received' }),
    ).rejects.toThrow()
  })

  it('keeps a gallery category that still has images', async () => {
    const [category] = await db().insert(galleryCategories).values({ name: 'Walks', description: 'Autumn walks' }).returning()
    await db().insert(galleryImages).values({ categoryId: category.id, title: 'River valley' })
    await expect(db().delete(galleryCategories).where(eq(galleryCategories.id, category.id))).rejects.toThrow()
  })

  it('stores contact messages unread with their date', async () => {
    const [message] = await db()
      .insert(contactMessages)
      .values({ name: 'Ravi', email: 'ravi@example.org', subject: 'Hello', message: 'Is there a group on Sundays?' })
      .returning()
    expect(message.readAt).toBeNull()
    expect(message.createdAt).toBeInstanceOf(Date)
  })
})
