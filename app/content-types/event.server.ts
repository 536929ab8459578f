// Where events are stored. The public pages' queries (upcoming first, then past) stay in
// models/event.server.ts; this rule is what the back office counts as shown.
import { desc, eq } from 'drizzle-orm'
import { events } from '../../database/schema'
import { defineStore } from './store.server'
import { event } from './event'

export const eventStore = defineStore({
  type: event,
  table: events,
  search: [events.title, events.description],
  visible: { where: eq(events.isActive, true), orderBy: [desc(events.eventDate), desc(events.id)] },
})
