// The build's JavaScript and CSS as compressed at build time (vite-precompress.ts): a browser
// that accepts brotli gets the .br file, one that accepts gzip the .gz, with the original's
// type; anything else falls through to express.static and the on-the-fly compression.
import fs from 'node:fs'
import { preferredEncoding } from './preferred-encoding.js'

const TYPES = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' }

/** Middleware for the folder `dir` (mounted where its files are served). */
export function precompressedAssets(dir) {
  const files = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : [])
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const name = req.path.slice(1)
    const type = TYPES[name.slice(name.lastIndexOf('.') + 1)]
    if (!type || name.includes('/') || !files.has(`${name}.br`)) return next()
    res.append('Vary', 'Accept-Encoding')
    const encoding = preferredEncoding(req)
    if (encoding !== 'br' && encoding !== 'gzip') return next()
    res.setHeader('Content-Type', type)
    res.setHeader('Content-Encoding', encoding)
    req.url = `/${name}.${encoding === 'br' ? 'br' : 'gz'}`
    next()
  }
}
