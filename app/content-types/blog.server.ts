// Where blog posts are stored. The public pages' queries stay in models/blog.server.ts; this
// rule is what the back office counts as shown.
import { blogs } from '../../database/schema'
import { blog } from './blog'
import { defineStore, visibleByPriority } from './store.server'

export const blogStore = defineStore({
  type: blog,
  table: blogs,
  search: [blogs.name, blogs.title],
  visible: visibleByPriority(blogs),
  authored: true,
})
