// `npm run bench` runs bench/admin-lists.ts with Vitest: the same module graph as the tests (Lingui
// macros compiled, `~/` paths), none of the tests' set-up.
import { defineConfig } from 'vitest/config'
import { linguiPlugins } from '../vite-lingui'

export default defineConfig({
  root: `${import.meta.dirname}/..`,
  resolve: { tsconfigPaths: true },
  plugins: linguiPlugins(),
  test: { include: ['bench/admin-lists.ts'], environment: 'node', testTimeout: 30 * 60_000, silent: false, reporters: ['default'] },
})
