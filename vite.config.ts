import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { linguiPlugins } from './vite-lingui'
import { precompressAssets } from './vite-precompress'

export default defineConfig(({ isSsrBuild, command }) => ({
  // The server bundle starts at server/app.ts so that the Express app, the database and the
  // routes share one copy of every module (one database connection per process).
  // Fonts are never written into the style sheet as data: the small ones (the languages' names)
  // are fetched only by a page that shows those letters (unicode-range), and each is kept a year.
  build: {
    assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
    ...(isSsrBuild ? { rollupOptions: { input: './server/app.ts' }, target: 'node20' } : {}),
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), ...linguiPlugins({ production: command === 'build' }), reactRouter(), precompressAssets()],
}))
