// Vitest runs without the reactRouter() plugin (it must not run under Vitest).
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'database/**/*.test.ts', 'server/**/*.test.{ts,js}'],
    environment: 'node',
    globalSetup: ['./tests/setup/migrated-database.ts'],
    setupFiles: ['./tests/setup/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
