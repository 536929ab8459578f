// The browser's JavaScript and CSS, compressed once at build time next to each file (.br at
// brotli's best quality, .gz at gzip's), so the server sends them without compressing on every
// request: 16% fewer bytes than brotli on the fly, and no CPU (server/precompressed-assets.js).
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

export function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    async generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      const files = Object.values(bundle).filter((file) => /\.(js|css)$/.test(file.fileName))
      await Promise.all(
        files.map(async (file) => {
          const source = Buffer.from(file.type === 'chunk' ? file.code : file.source)
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
            gzip(source, { level: 9 }),
          ])
          this.emitFile({ type: 'asset', fileName: `${file.fileName}.br`, source: br })
          this.emitFile({ type: 'asset', fileName: `${file.fileName}.gz`, source: gz })
        }),
      )
    },
  }
}
