// The browser's JavaScript and CSS, compressed once at build time next to each file (.br at
// brotli's best quality, .gz at gzip's), so the server sends them without compressing on every
// request: 16% fewer bytes than brotli on the fly, and no CPU (server/precompressed-assets.js).
// From the files as written: plugins still change chunks while the bundle is generated (Vite
// fills in its preload lists then), so an earlier copy would not be the file served.
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

export function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    enforce: 'post',
    async writeBundle(options, bundle) {
      if (this.environment.name !== 'client' || !options.dir) return
      const names = Object.keys(bundle).filter((name) => /\.(js|css)$/.test(name))
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(options.dir!, name)
          const source = await fs.readFile(file)
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
            gzip(source, { level: 9 }),
          ])
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)])
        }),
      )
    },
  }
}
