import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  // BUILD_DIR lets a test build into a directory of its own (tests/support/test-server.ts), so that
  // parallel test files and a developer's build never overwrite each other's files
  buildDirectory: process.env.BUILD_DIR || 'build',
} satisfies Config
