// PO catalogs are compiled to JavaScript when imported (@lingui/vite-plugin).
declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
