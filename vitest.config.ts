// Vitest runs without the reactRouter() plugin (it must not run under Vitest).
import { configDefaults, defineConfig } from 'vitest/config'

// These files start their own servers on the embedded database whatever DATABASE_URL says
// (they test the process, its headers, its requests and the embedded database itself), so a
// second run with DATABASE_URL set would repeat the first exactly: CI's PostgreSQL pass leaves
// them out.
const EMBEDDED_DATABASE_ONLY = [
  'server/security.test.ts',
  'server/request-guard.test.ts',
  'server/site-url.test.ts',
  'server/server-process.test.ts',
  'server/admin-cli.test.ts',
]

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'database/**/*.test.ts', 'server/**/*.test.{ts,js}'],
    exclude: process.env.DATABASE_URL ? [...configDefaults.exclude, ...EMBEDDED_DATABASE_ONLY] : configDefaults.exclude,
    environment: 'node',
    globalSetup: ['./tests/setup/migrated-database.ts'],
    setupFiles: ['./tests/setup/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
