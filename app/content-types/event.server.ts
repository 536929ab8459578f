// Where events are stored. The public pages' queries (upcoming first, then past) stay in
// models/event.server.ts; this rule is what the back office counts as shown.
import { desc } from 'drizzle-orm'
import { shownToVisitors } from '~/models/publishing.server'
import { events } from '../../database/schema'
import { defineStore } from './store.server'
import { event } from './event'

export const eventStore = defineStore({
  type: event,
  table: events,
  search: [events.title, events.description],
  visible: { where: (now) => shownToVisitors(events, now), orderBy: [desc(events.eventDate), desc(events.id)] },
  authored: true,
})
