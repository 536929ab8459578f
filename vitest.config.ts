// Vitest runs without the reactRouter() plugin (it must not run under Vitest).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { configDefaults, defineConfig } from 'vitest/config'
import { linguiPlugins } from './vite-lingui'
import { DATABASE_USE, EMBEDDED_DATABASE_ONLY, NO_DATABASE } from './tests/setup/database-passes'

// CI's second pass (DATABASE_URL set) leaves out the files that would repeat the first pass
// exactly: tests/setup/database-passes.ts says which and why.
for (const file of NO_DATABASE) {
  if (DATABASE_USE.test(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8'))) throw new Error(`${file} is listed in NO_DATABASE (tests/setup/database-passes.ts) but reaches a database: take it off the list`)
}
const SAME_IN_BOTH_PASSES = [...EMBEDDED_DATABASE_ONLY, ...NO_DATABASE]

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: linguiPlugins(),
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'database/**/*.test.ts', 'server/**/*.test.{ts,js}'],
    exclude: process.env.DATABASE_URL ? [...configDefaults.exclude, ...SAME_IN_BOTH_PASSES] : configDefaults.exclude,
    environment: 'node',
    globalSetup: ['./tests/setup/migrated-database.ts'],
    setupFiles: ['./tests/setup/fail-on-console-error.ts', './tests/setup/message-catalogs.ts'],
    // Each worker runs its files one after another in the same process: each file importing the
    // app's modules afresh cost about 70 s of a run (docs/performance.md). The files share no
    // state: each opens its own database (useTestDatabase), stops the servers it starts (on
    // random ports) and leaves process.env as it found it. Two workers even on two cores: one
    // left about a third of the machine idle, and two took the embedded pass from 745 to 543 s.
    isolate: false,
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
