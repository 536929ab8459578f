// The one schema of the product (PostgreSQL dialect, used on PGlite and on PostgreSQL).
// docs/features.md maps each field of the specification to its column here.
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

// drizzle-orm 0.45 has no bytea helper; PGlite answers Uint8Array where pg answers Buffer.
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (value instanceof Uint8Array ? value : new Uint8Array(value as ArrayBuffer)),
})

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
// Kept by the database layer: set on insert, refreshed by Drizzle on every update.
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())
/**
 * Where an item stands (issue 19 item 1, decision 032): a draft, scheduled to appear at
 * `publish_at`, published (the seed's Visible) or hidden (Not Visible). Visitors see the
 * published ones and the scheduled ones whose time has come (models/publishing.server.ts).
 */
export const PUBLISHING_STATUSES = ['draft', 'scheduled', 'published', 'hidden'] as const
const status = () => text('status', { enum: PUBLISHING_STATUSES }).notNull().default('published')
/** When the item appeared or is to appear on the site (a post's publication date); null for a draft never published. */
const publishAt = () => timestamp('publish_at', { withTimezone: true })
/** An item's texts in Punjabi, Hindi and Urdu ({ ur: { title: '...' } }, read through app/content/translations.ts); {} when it has none. */
const translations = () => jsonb('translations').$type<Partial<Record<string, Record<string, string>>>>().notNull().default({})
// a scheduled item always has its time
const statusCheck = (table: string) =>
  check(
    `${table}_status_check`,
    sql.raw(`"status" in (${PUBLISHING_STATUSES.map((value) => `'${value}'`).join(', ')}) and ("status" <> 'scheduled' or "publish_at" is not null)`),
  )
const mediaRef = (name: string) => integer(name).references(() => media.id, { onDelete: 'set null' })

// ---------------------------------------------------------------- media

/** An uploaded image, re-encoded (metadata stripped); the bytes live in its variants. */
export const media = pgTable('media', {
  id: serial('id').primaryKey(),
  // sha-256 of the re-encoded largest variant: the content address in /media/ URLs
  hash: text('hash').notNull().unique(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  alt: text('alt').notNull().default(''),
  /** What it shows in Punjabi, Hindi and Urdu ({ ur: '...' }); a language left out reads the English `alt`. */
  altTranslations: jsonb('alt_translations').$type<Partial<Record<string, string>>>().notNull().default({}),
  createdAt: createdAt(),
})

/** One WebP rendition of a media item at a given width (never wider than the original). */
export const mediaVariants = pgTable(
  'media_variants',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    contentType: text('content_type').notNull().default('image/webp'),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.width] })],
)

/**
 * A picture's 1200 x 630 JPEG for link previews (og:image on WhatsApp, Facebook...), cropped
 * from its largest variant the first time a page shares it, then kept (app/models/media.server.ts).
 */
export const mediaShareCards = pgTable('media_share_cards', {
  mediaId: integer('media_id')
    .primaryKey()
    .references(() => media.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
})

// ---------------------------------------------------------------- files

/**
 * A file staff published as it is (the Android app's APK, up to 200 MB): not a picture, so not
 * re-encoded. Its bytes are kept in 1 MB chunks so that neither an upload nor a download ever
 * holds the whole file in memory, and every app instance serves it (decision 002).
 */
export const storedFiles = pgTable('stored_files', {
  id: serial('id').primaryKey(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: createdAt(),
})

export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
)

// ---------------------------------------------------------------- accounts

/**
 * The staff roles (issue 37, decision 055), in the order the back office lists them. What each
 * may do is app/content/permissions.ts; an account with none is a member. A role added later is
 * a value here and a row there (and a migration for the check below).
 */
export const STAFF_ROLE_VALUES = ['administrator', 'editor', 'writer', 'messages', 'treasurer', 'translator'] as const
const staffRoles = (name: string) => text(name).array().$type<(typeof STAFF_ROLE_VALUES)[number][]>()
const rolesCheck = (column: unknown) => sql`${column} <@ array[${sql.raw(STAFF_ROLE_VALUES.map((role) => `'${role}'`).join(', '))}]::text[]`

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The person's staff roles; none: a member (their own account only). Read on every request, so a change counts at once. */
    roles: staffRoles('roles').notNull().default(sql`'{}'::text[]`),
    /** The language of the pages they last signed in or asked a new password on: their e-mails' language (decision 077). */
    language: text('language').notNull().default('en'),
    /** Set when they chose it on their account page ("Language for e-mails"): signing in elsewhere no longer changes it (decision 090). */
    languageChosen: boolean('language_chosen').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // e-mail addresses are compared case-insensitively
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // the Users screen's filter by role, and the last Administrator's lock
    index('users_roles_idx').using('gin', t.roles),
    check('users_roles_check', rolesCheck(t.roles)),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    // sha-256 of the random token held in the cookie; a stolen table does not yield cookies
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    persistent: boolean('persistent').notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** when this sign-in passed the second factor (a code from the app, or a recovery code); null: it did not */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
)

/**
 * A single-use link sent by e-mail: a password reset (1 hour), a staff invitation (72 hours), or
 * the confirmation that lets an admin set up two-factor sign-in for the first time (1 hour,
 * decision 053). Only the sha-256 of the token is kept, so a copy of the database does not yield
 * working links.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose', { enum: ['password-reset', 'invite', 'two-factor-setup'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** An invitation's staff roles, given to the account it makes. */
    roles: staffRoles('roles'),
    /** An invitation's language, the inviter's choice: its e-mail's, and the account's it makes (decision 090). */
    language: text('language').notNull().default('en'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_tokens_user_id_idx').on(t.userId),
    index('one_time_tokens_expires_at_idx').on(t.expiresAt),
    check('one_time_tokens_purpose_check', sql`${t.purpose} in ('password-reset', 'invite', 'two-factor-setup')`),
    check('one_time_tokens_roles_check', rolesCheck(t.roles)),
  ],
)

/**
 * An account's second factor (docs/decisions/022): the TOTP key (RFC 6238, SHA-1, 6 digits,
 * 30 s) its authenticator app holds, base32. Not encrypted: the only keys the server has live
 * in this same database or may change (SESSION_SECRET), see the decision. enabled_at is null
 * while the person is still setting it up (the key shown, no code confirmed yet).
 */
export const twoFactorKeys = pgTable('two_factor_keys', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** the 30-second step of the last code accepted: a code of that step or an earlier one is refused */
  lastUsedStep: integer('last_used_step'),
  /**
   * While setting up: the session (its id, sessions.id) that may see this key and confirm it, the
   * one a link e-mailed to the account let in (decision 053); no other session of the account
   * sees the key. Not a foreign key: backups leave sessions out.
   */
  setupSessionId: text('setup_session_id'),
  createdAt: createdAt(),
})

/** Single-use codes for signing in without the authenticator app; only their sha-256 is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_idx').on(t.userId, t.codeHash)],
)

// ---------------------------------------------------------------- content

/**
 * An item staff deleted sits in the Trash (issue 41, decision 073): when, and by whom (null once
 * the account is gone). Every read of the machinery and every public read leaves such rows out;
 * a restore clears both, the housekeeping deletes them for ever after the site's Trash days.
 */
const trashed = () => ({
  trashedAt: timestamp('trashed_at', { withTimezone: true }),
  trashedBy: integer('trashed_by').references(() => users.id, { onDelete: 'set null' }),
})

export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    profession: text('profession').notNull(),
    message: text('message').notNull(),
    imageId: mediaRef('image_id'),
    rating: integer('rating').notNull().default(5),
    translations: translations(),
    status: status(),
    publishAt: publishAt(),
    priority: integer('priority').notNull().default(1),
    ...trashed(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('testimonials_public_idx').on(t.status, t.priority, t.createdAt),
    index('testimonials_created_at_idx').on(t.createdAt),
    statusCheck('testimonials'),
    check('testimonials_rating_check', sql`${t.rating} between 0 and 5`),
  ],
)

/**
 * Who added an item (a Writer sees and edits their own drafts only: app/content/permissions.ts),
 * null when the account is gone or the item is older than roles; and when its writer sent it to
 * the Editors for review (a draft waiting for review), cleared when it leaves the drafts.
 */
const authored = () => ({
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true }),
})

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imageId: mediaRef('image_id'),
    eventDate: timestamp('event_date', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    location: text('location'),
    translations: translations(),
    status: status(),
    publishAt: publishAt(),
    ...authored(),
    ...trashed(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('events_public_idx').on(t.status, t.eventDate),
    index('events_created_at_idx').on(t.createdAt),
    index('events_created_by_idx').on(t.createdBy),
    statusCheck('events'),
  ],
)

/**
 * Registration for one event (issue 38, docs/decisions/065): off until staff turn it on. Its own
 * table, not columns of `events`, so that an event's versions and translations (the content
 * machinery) never carry or restore these settings. `capacity` null: no limit (people, not
 * registrations); `closes_at` null: registration closes when the event starts; `reminder_hours`
 * 0: no reminder. `online_link` is private: only confirmation and reminder e-mails carry it.
 * `cancelled_at`: the event is cancelled (its page says so, its .ics has STATUS:CANCELLED), set
 * with the e-mail to every registrant. The row is locked (FOR UPDATE) by every change to the
 * event's places, so that they are counted one change at a time.
 */
export const eventRegistrationSettings = pgTable(
  'event_registration_settings',
  {
    eventId: integer('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    capacity: integer('capacity'),
    maxPartySize: integer('max_party_size').notNull().default(4),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    waitingList: boolean('waiting_list').notNull().default(true),
    reminderHours: integer('reminder_hours').notNull().default(24),
    onlineLink: text('online_link'),
    /** the wording of the optional question ("Anything we should know?"); null: the site's own words */
    question: text('question'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('event_registration_settings_capacity_check', sql`${t.capacity} is null or ${t.capacity} >= 0`),
    check('event_registration_settings_party_check', sql`${t.maxPartySize} between 1 and 20`),
    check('event_registration_settings_reminder_check', sql`${t.reminderHours} between 0 and 336`),
  ],
)

export const REGISTRATION_STATUSES = ['confirmed', 'waiting', 'cancelled', 'attended'] as const

/**
 * One person's registration for an event, for themselves and `party_size - 1` others (issue 38).
 * Confirmed and attended ones hold places; waiting ones queue in `id` order (the order they
 * arrived in, under the settings row's lock). The personal link's token is kept as its SHA-256
 * only. Deleted with the event, or N days after it (housekeeping, the privacy settings).
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    partySize: integer('party_size').notNull().default(1),
    language: text('language').notNull().default('en'),
    note: text('note'),
    consent: boolean('consent').notNull().default(false),
    status: text('status', { enum: REGISTRATION_STATUSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** staff added them (a phone call): no confirmation link was e-mailed unless they gave an address */
    addedByStaff: boolean('added_by_staff').notNull().default(false),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    attendedAt: timestamp('attended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('event_registrations_event_idx').on(t.eventId, t.status, t.id),
    uniqueIndex('event_registrations_token_idx').on(t.tokenHash),
    index('event_registrations_email_idx').on(sql`lower(${t.email})`),
    index('event_registrations_user_idx').on(t.userId),
    check('event_registrations_status_check', sql`${t.status} in ('confirmed', 'waiting', 'cancelled', 'attended')`),
    check('event_registrations_party_check', sql`${t.partySize} between 1 and 20`),
  ],
)

export const teamMembers = pgTable(
  'team_members',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    profession: text('profession').notNull(),
    bio: text('bio').notNull(),
    imageId: mediaRef('image_id'),
    rating: integer('rating').notNull().default(0),
    translations: translations(),
    status: status(),
    publishAt: publishAt(),
    priority: integer('priority').notNull().default(1),
    ...trashed(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('team_members_public_idx').on(t.status, t.priority, t.createdAt),
    index('team_members_created_at_idx').on(t.createdAt),
    statusCheck('team_members'),
  ],
)

export const galleryCategories = pgTable(
  'gallery_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    imageId: mediaRef('image_id'),
    translations: translations(),
    status: status(),
    publishAt: publishAt(),
    priority: integer('priority').notNull().default(1),
    ...trashed(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('gallery_categories_public_idx').on(t.status, t.priority, t.createdAt),
    index('gallery_categories_created_at_idx').on(t.createdAt),
    statusCheck('gallery_categories'),
  ],
)

export const galleryImages = pgTable(
  'gallery_images',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => galleryCategories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    imageId: mediaRef('image_id'),
    translations: translations(),
    status: status(),
    publishAt: publishAt(),
    priority: integer('priority').notNull().default(0),
    ...trashed(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('gallery_images_category_idx').on(t.categoryId, t.status, t.priority, t.createdAt),
    index('gallery_images_created_at_idx').on(t.createdAt),
    statusCheck('gallery_images'),
  ],
)

export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    imageId: mediaRef('image_id'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    section2Title: text('section2_title').notNull().default(''),
    section2Body: text('section2_body').notNull().default(''),
    section3Title: text('section3_title').notNull().default(''),
    section3Body: text('section3_body').notNull().default(''),
    writerImageId: mediaRef('writer_image_id'),
    writerName: text('writer_name').notNull(),
    writerDescription: text('writer_description').notNull().default(''),
    sideTitle: text('side_title').notNull().default(''),
    sideDescription: text('side_description').notNull().default(''),
    linkUrl: text('link_url').notNull().default(''),
    translations: translations(),
    status: status(),
    publishAt: publishAt(),
    ...authored(),
    priority: integer('priority').notNull().default(0),
    ...trashed(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('blogs_public_idx').on(t.status, t.priority, t.publishAt),
    index('blogs_created_at_idx').on(t.createdAt),
    index('blogs_created_by_idx').on(t.createdBy),
    statusCheck('blogs'),
  ],
)

// ---------------------------------------------------------------- visitors' submissions

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** when staff last sent a reply from the back office (contact_replies); null: not answered */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The language of the contact page it was written on: the frame of staff replies (decision 090). */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_at_idx').on(t.createdAt),
    // export and erasure of one person's data (issue 7) look up e-mail addresses in any case
    index('contact_messages_email_idx').on(sql`lower(${t.email})`),
  ],
)

/** A reply staff sent from the back office to a contact message: who, when, to whom, what (issue 14). */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    // the account may be deleted later; its address at the time stays the record of who wrote
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorEmail: text('author_email').notNull(),
    sentTo: text('sent_to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    // the e-mail in the outbox, for its delivery state (gone once the outbox forgets it)
    outboxId: integer('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.createdAt)],
)

export const paymentRecords = pgTable(
  'payment_records',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull().default(''),
    // spec: paymentmethod debitcardorcreditcard | byQr
    paymentMethod: text('payment_method', { enum: ['card', 'qr', 'cheque', 'cash', 'bank-transfer', 'other'] }).notNull(),
    amountCents: integer('amount_cents'),
    status: text('status', { enum: ['pledged', 'received', 'refunded', 'cancelled'] })
      .notNull()
      .default('pledged'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** when the thank-you e-mail was queued (once per payment, the first time it became Received) */
    thankedAt: timestamp('thanked_at', { withTimezone: true }),
    /** the serial number of its live official receipt (receipt_payments holds every receipt it had) */
    receiptSerial: text('receipt_serial'),
    /** a website pledge's reference (SMHS-7KQ4M9), for the donor to put in a transfer's message; never reused (pledge_references) */
    reference: text('reference'),
    /** the amount the donor chose on the donation form; what arrives is amount_cents */
    pledgedCents: integer('pledged_cents'),
    /** money, or property given in kind (CRA's non-cash gift: its amount is the fair market value) */
    giftKind: text('gift_kind', { enum: ['money', 'in-kind'] })
      .notNull()
      .default('money'),
    /** a gift in kind: what it was, and who appraised it ('' when it was not appraised) */
    propertyDescription: text('property_description').notNull().default(''),
    appraiserName: text('appraiser_name').notNull().default(''),
    appraiserAddress: text('appraiser_address').notNull().default(''),
    /** the language of the donation page the pledge came from: the thank-you's language (decision 077) */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_records_created_at_idx').on(t.createdAt),
    uniqueIndex('payment_records_reference_idx').on(t.reference),
    check('payment_records_gift_kind_check', sql`${t.giftKind} in ('money', 'in-kind')`),
    index('payment_records_email_idx').on(sql`lower(${t.email})`),
    check('payment_records_method_check', sql`${t.paymentMethod} in ('card', 'qr', 'cheque', 'cash', 'bank-transfer', 'other')`),
    check('payment_records_status_check', sql`${t.status} in ('pledged', 'received', 'refunded', 'cancelled')`),
  ],
)

/** Each status a payment record took, and when (issue 15): pledged on the website, received, refunded... */
export const paymentStatusChanges = pgTable(
  'payment_status_changes',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => paymentRecords.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pledged', 'received', 'refunded', 'cancelled'] }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_status_changes_payment_idx').on(t.paymentId, t.changedAt)],
)

/**
 * Official donation receipts for income tax purposes (issue 15, decision 023). A receipt is
 * never edited: it is issued with its PDF (kept as issued, with its SHA-256), and may later be
 * cancelled (reason kept) and replaced by a new one that names it. Serial numbers come from
 * receipt_serials, one counter per year, taken in the issuing transaction: never reused, no gaps.
 */
export const donationReceipts = pgTable(
  'donation_receipts',
  {
    id: serial('id').primaryKey(),
    /** e.g. 2026-00042 */
    serial: text('serial').notNull(),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    /** one gift, or every gift of a donor in a calendar year */
    kind: text('kind', { enum: ['gift', 'annual'] }).notNull(),
    status: text('status', { enum: ['issued', 'cancelled'] }).notNull().default('issued'),
    donorName: text('donor_name').notNull(),
    donorAddress: text('donor_address').notNull(),
    donorEmail: text('donor_email').notNull(),
    /** the language of its e-mails: its latest gift's (the donation page's, decision 077) */
    language: text('language').notNull().default('en'),
    amountCents: integer('amount_cents').notNull(),
    advantageCents: integer('advantage_cents').notNull().default(0),
    advantageDescription: text('advantage_description').notNull().default(''),
    eligibleCents: integer('eligible_cents').notNull(),
    /** the Edmonton day the gift was received (the first and last gift's for an annual receipt), YYYY-MM-DD */
    receivedFrom: text('received_from').notNull(),
    receivedTo: text('received_to').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedBy: text('issued_by').notNull(),
    /** the receipt this one cancels and replaces */
    replacesId: integer('replaces_id'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by'),
    cancelReason: text('cancel_reason'),
    pdf: bytea('pdf').notNull(),
    pdfSha256: text('pdf_sha256').notNull(),
    /** a gift in kind: the property as the receipt describes it, and its appraiser ('' for money) */
    propertyDescription: text('property_description').notNull().default(''),
    appraiserName: text('appraiser_name').notNull().default(''),
    appraiserAddress: text('appraiser_address').notNull().default(''),
  },
  (t) => [
    uniqueIndex('donation_receipts_serial_idx').on(t.serial),
    uniqueIndex('donation_receipts_year_number_idx').on(t.year, t.number),
    index('donation_receipts_issued_at_idx').on(t.issuedAt),
    check('donation_receipts_kind_check', sql`${t.kind} in ('gift', 'annual')`),
    check('donation_receipts_status_check', sql`${t.status} in ('issued', 'cancelled')`),
  ],
)

/** The last serial number given in each year. */
/**
 * Every pledge reference ever given, never deleted (not even with its payment), so that a
 * reference a donor once wrote in a transfer never names another pledge.
 */
export const pledgeReferences = pgTable('pledge_references', {
  reference: text('reference').primaryKey(),
  createdAt: createdAt(),
})

export const receiptSerials = pgTable('receipt_serials', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
})

/** Which payments a receipt covers; `live` while the receipt is not cancelled: a payment has at most one live receipt. */
export const receiptPayments = pgTable(
  'receipt_payments',
  {
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => donationReceipts.id, { onDelete: 'restrict' }),
    // a payment that a receipt names cannot be deleted
    paymentId: integer('payment_id')
      .notNull()
      .references(() => paymentRecords.id, { onDelete: 'restrict' }),
    live: boolean('live').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.receiptId, t.paymentId] }),
    uniqueIndex('receipt_payments_live_idx')
      .on(t.paymentId)
      .where(sql`${t.live}`),
  ],
)

// ---------------------------------------------------------------- settings

/** Organisation details and switches that staff edit; one row per key, value validated in app/content/settings.ts. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
})

// ---------------------------------------------------------------- audit

/** The actions the activity log records (docs/decisions/027). */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'publish',
  'unpublish',
  'export',
  'erase',
  'role change',
  'invite',
  'settings change',
  'sign-in',
  'failed sign-in',
  'sign-out',
  'two-factor change',
  'password change',
  'payment received',
  'thank-you sent',
  'receipt issued',
  'receipt cancelled',
  'receipt sent',
  'reply sent',
  'restore',
  'review request',
  'held mail sent',
  'held mail dropped',
  'registration cancelled',
  'check-in',
  'e-mail sent',
  'move to trash',
  'restore from trash',
  'delete from trash',
  'translation reviewed',
] as const

/**
 * Who did what to which item, when and from where (issue 19 item 6, decision 027): written in
 * the same transaction as the change, never edited; a trigger (migration 0013) refuses UPDATE,
 * TRUNCATE and any DELETE but the retention pruning's. No foreign keys: an entry outlives the
 * account and the item it names. `changes` holds field names, with values only for the fields
 * the caller allows (never passwords, tokens, secrets or message bodies).
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: serial('id').primaryKey(),
    createdAt: createdAt(),
    actorId: integer('actor_id'),
    actorEmail: text('actor_email'),
    address: text('address').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    itemType: text('item_type'),
    itemId: text('item_id'),
    itemLabel: text('item_label'),
    changes: jsonb('changes'),
  },
  (t) => [
    index('audit_entries_created_at_idx').on(t.createdAt),
    index('audit_entries_actor_idx').on(t.actorId, t.createdAt),
    index('audit_entries_action_idx').on(t.action, t.createdAt),
    index('audit_entries_item_type_idx').on(t.itemType, t.createdAt),
  ],
)

/**
 * Earlier versions of posts and events (issue 19 item 3, decision 033): each staff save keeps the
 * form's fields as saved (pictures apart: a replaced picture is deleted), who saved it, and the
 * names of the fields that changed. The last 50 per item are kept; an item's go with it.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: serial('id').primaryKey(),
    /** The content table's name: 'blogs', 'events'. */
    itemType: text('item_type').notNull(),
    itemId: integer('item_id').notNull(),
    values: jsonb('values').notNull(),
    changed: jsonb('changed').notNull(),
    /** The version a restore brought back. */
    restoredFrom: integer('restored_from'),
    actorId: integer('actor_id'),
    actorEmail: text('actor_email'),
    createdAt: createdAt(),
  },
  (t) => [index('content_versions_item_idx').on(t.itemType, t.itemId, t.id)],
)

/** The pictures a version showed, by field ('image', 'writerImage'): kept while a version holds them, so that a restore brings them back. */
export const contentVersionPictures = pgTable(
  'content_version_pictures',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => contentVersions.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    // the app deletes a picture only when nothing refers to it (deleteMediaIfUnused); cascade is for a direct delete
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.field] }), index('content_version_pictures_media_idx').on(t.mediaId)],
)

// ---------------------------------------------------------------- abuse protection

/**
 * The one-time key of each "new" form that was saved, so that a second click on Save (with
 * JavaScript off, when the button cannot be disabled) does not add the same item twice.
 * Kept a day (housekeeping).
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    key: text('key').primaryKey(),
    // null while the first post is still being saved; a second post waits for it
    savedAt: timestamp('saved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('form_submissions_created_at_idx').on(t.createdAt)],
)

/** One counted attempt (a failed login, a contact form post...) for a sliding-window limit.
 * In the database so that every app instance counts the same attempts. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: serial('id').primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_limit_hits_lookup_idx').on(t.bucket, t.key, t.createdAt), index('rate_limit_hits_created_at_idx').on(t.createdAt)],
)

/**
 * Secrets the server makes for itself when the operator gives none (the key that signs cookies
 * when SESSION_SECRET is unset), so that every instance and every restart uses the same one.
 * Left out of backups: a restored site makes new ones.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
})

/**
 * One row whose number goes up, by triggers (migration 0019), in the same transaction as any
 * change to what public pages show: content, pictures, settings, the app. The page cache of
 * every instance drops its pages when it learns of a new number (docs/decisions/037).
 */
export const publicChanges = pgTable('public_changes', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
})

// ---------------------------------------------------------------- translations (issue 39 item 4)

/**
 * A correction of an interface text (a message of the Lingui catalogs) in Punjabi, Hindi or Urdu,
 * typed in the back office's Translations screen: shown instead of the shipped catalog's text
 * on every instance from the next page (a trigger counts it as a public change; decision 086).
 */
export const interfaceTexts = pgTable(
  'interface_texts',
  {
    language: text('language').notNull(),
    /** Lingui's id of the message (made from its English text). */
    messageId: text('message_id').notNull(),
    text: text('text').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.language, t.messageId] }), check('interface_texts_language_check', sql`${t.language} in ('pa', 'hi', 'ur')`)],
)

/** Every change of an interface text: what it became (null: back to the shipped text), who and when. */
export const interfaceTextVersions = pgTable(
  'interface_text_versions',
  {
    id: serial('id').primaryKey(),
    language: text('language').notNull(),
    messageId: text('message_id').notNull(),
    /** The text after the change; null when the correction was removed (the shipped text again). */
    text: text('text'),
    /** How it came: typed on the screen, or a .po file imported. */
    how: text('how').notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('interface_text_versions_message_idx').on(t.language, t.messageId, t.changedAt), check('interface_text_versions_how_check', sql`${t.how} in ('typed', 'imported')`)],
)

/**
 * A translation someone read and found right: an interface text ('ui:<message id>') or a text of
 * a content item ('blogs:12:title'), in a language. It counts while the English and the
 * translation are still the ones reviewed (`source`, `text`): a change to either makes it a
 * Draft again, without anything else to update (decision 086).
 */
export const translationReviews = pgTable(
  'translation_reviews',
  {
    subject: text('subject').notNull(),
    language: text('language').notNull(),
    source: text('source').notNull(),
    text: text('text').notNull(),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subject, t.language] }), check('translation_reviews_language_check', sql`${t.language} in ('pa', 'hi', 'ur')`)],
)

// ---------------------------------------------------------------- e-mail

/**
 * Every e-mail the site sends, one row per recipient, written in the same transaction as the
 * change that causes it; a worker sends queued rows (docs/decisions/018). Bodies are emptied
 * once they are no longer needed: at once for mail holding a link that signs someone in,
 * after 30 days for the rest; the record (to, subject, times, SMTP answer) stays for the
 * retention period.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html'),
    text: text('text'),
    /** emptied as soon as it is sent (a reset or invitation link) */
    sensitive: boolean('sensitive').notNull().default(false),
    /** one PDF sent with the mail (a donation receipt), emptied with the body */
    attachmentName: text('attachment_name'),
    attachment: bytea('attachment'),
    /** the Message-ID header, the same on every attempt, so a receiver can drop a duplicate */
    messageId: text('message_id').notNull(),
    /** the Reply-To header: where an answer goes (a contact reply's: the organisation's e-mail, decision 051); null: to the sender */
    replyTo: text('reply_to'),
    /** 'held': it was waiting when the backup it came back with was made; an Administrator sends or drops it (decision 046) */
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed', 'held', 'dropped'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** after a failed attempt past this time the mail is marked failed (a day after queuing or "Send again") */
    giveUpAt: timestamp('give_up_at', { withTimezone: true }).notNull(),
    /** while status is 'sending': after this time another worker may take it (its sender died) */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    smtpResponse: text('smtp_response'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_created_at_idx').on(t.createdAt),
    check('outbox_status_check', sql`${t.status} in ('queued', 'sending', 'sent', 'failed', 'held', 'dropped')`),
  ],
)
