// Lingui in the build and in Vitest: its macros (t, Trans, useLingui from '@lingui/*/macro')
// are compiled by Babel, which runs only on the files that import one, and PO catalogs are
// compiled to JavaScript when imported (@lingui/vite-plugin).
import { transformAsync } from '@babel/core'
import { lingui } from '@lingui/vite-plugin'
import type { Plugin } from 'vite'

function linguiMacros(): Plugin {
  return {
    name: 'lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id) || id.includes('/node_modules/') || !/@lingui\/[a-z]+\/macro/.test(code)) return null
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        // parse TypeScript and JSX, change nothing but the macros; Vite compiles the rest
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      })
      return result?.code ? { code: result.code, map: result.map } : null
    },
  }
}

// A production build fails while a catalog lacks a translation: its pages would show a
// message's id instead of its words (the macros keep only ids there). In development and in
// Vitest a missing one shows its English, and app/i18n/catalogs.test.ts names it.
export function linguiPlugins({ production = false } = {}): Plugin[] {
  return [linguiMacros(), ...lingui({ failOnMissing: production, failOnCompileError: true })]
}
