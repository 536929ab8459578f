// Demo pictures, drawn by the project rather than downloaded: calm compositions in the site's
// palette (teal, sand, a warm accent), written as SVG and rendered with sharp. The same key
// always gives the same picture, so a re-seed produces the same bytes.
import sharp from 'sharp'

export type DemoScene =
  | 'hills'
  | 'winter'
  | 'river'
  | 'leaves'
  | 'circles'
  | 'lanterns'
  | 'gathering'
  | 'tea'
  | 'portrait'

export const PORTRAIT_STYLES = ['short', 'long', 'bun', 'turban', 'scarf'] as const

export type DemoImageSpec = {
  /** Stable identity of the picture: same key, same pixels. */
  key: string
  scene: DemoScene
  /** What the picture shows, for people who cannot see it. */
  alt: string
  /** For portraits: hair or head covering; chosen from the key when not given. */
  style?: (typeof PORTRAIT_STYLES)[number]
}

// 1200 x 750 keeps the 16:10 shape of the site's cards while rendering quickly; portraits are square.
export const WIDE = { width: 1200, height: 750 } as const
export const SQUARE = { width: 800, height: 800 } as const

const TEAL_DARK = '#0b5d57'
const TEAL = '#0f766e'
const TEAL_MID = '#5fb3a8'
const TEAL_LIGHT = '#aee2d9'
const TEAL_PALE = '#d6f1ec'
const SAND = '#f7efe2'
const SAND_LIGHT = '#fdf9f3'
const ACCENT = '#b4530a'
const ACCENT_SOFT = '#e9a86b'
const GOLD = '#f4cf8e'

/** A small seeded generator (FNV-1a hash of the key feeding mulberry32): deterministic and dependency-free. */
export function seededRandom(key: string) {
  let seed = 0x811c9dc5
  for (let i = 0; i < key.length; i++) {
    seed ^= key.charCodeAt(i)
    seed = Math.imul(seed, 0x01000193)
  }
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = seed
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Random = ReturnType<typeof seededRandom>

const between = (random: Random, min: number, max: number) => min + (max - min) * random()
const pick = <T,>(random: Random, items: readonly T[]) => items[Math.floor(random() * items.length)]
const r1 = (n: number) => Math.round(n * 10) / 10

function linear(id: string, stops: string[], vertical = true) {
  const [x2, y2] = vertical ? ['0', '1'] : ['1', '0']
  const parts = stops.map((c, i) => `<stop offset="${r1((i / (stops.length - 1)) * 100)}%" stop-color="${c}"/>`)
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${parts.join('')}</linearGradient>`
}

function radial(id: string, inner: string, outer: string, opacity = 1) {
  return `<radialGradient id="${id}"><stop offset="0%" stop-color="${inner}" stop-opacity="${opacity}"/><stop offset="100%" stop-color="${outer}" stop-opacity="0"/></radialGradient>`
}

/** A rolling hill line across the picture, smoothed through midpoints, closed to the bottom edge. */
function hill(random: Random, width: number, height: number, baseY: number, amplitude: number, fill: string) {
  const count = 4 + Math.floor(random() * 3)
  const points = Array.from({ length: count + 1 }, (_, i) => [
    (i / count) * width,
    baseY + between(random, -amplitude, amplitude),
  ])
  let d = `M0 ${height} L${r1(points[0][0])} ${r1(points[0][1])}`
  for (let i = 1; i < points.length; i++) {
    const [px, py] = points[i - 1]
    const [x, y] = points[i]
    d += ` Q${r1(px)} ${r1(py)} ${r1((px + x) / 2)} ${r1((py + y) / 2)}`
  }
  const [lx, ly] = points[points.length - 1]
  d += ` L${r1(lx)} ${r1(ly)} L${width} ${height} Z`
  return `<path d="${d}" fill="${fill}"/>`
}

function sun(cx: number, cy: number, radius: number, color: string) {
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius * 2.6)}" fill="url(#glow)"/><circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius)}" fill="${color}"/>`
}

/** An abstract standing person: a round head over a rounded, shoulder-wide body. */
function person(x: number, ground: number, scale: number, fill: string) {
  const head = 26 * scale
  const bodyTop = ground - 150 * scale
  const half = 44 * scale
  return (
    `<circle cx="${r1(x)}" cy="${r1(bodyTop - head - 8 * scale)}" r="${r1(head)}" fill="${fill}"/>` +
    `<path d="M${r1(x - half)} ${r1(ground)} C${r1(x - half)} ${r1(bodyTop + 10 * scale)} ${r1(x - half * 0.6)} ${r1(bodyTop)} ${r1(x)} ${r1(bodyTop)} C${r1(x + half * 0.6)} ${r1(bodyTop)} ${r1(x + half)} ${r1(bodyTop + 10 * scale)} ${r1(x + half)} ${r1(ground)} Z" fill="${fill}"/>`
  )
}

function leaf(x: number, y: number, length: number, angle: number, fill: string, vein: string) {
  const w = length * 0.38
  return (
    `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)})">` +
    `<path d="M0 0 C${r1(w)} ${r1(-length * 0.25)} ${r1(w)} ${r1(-length * 0.75)} 0 ${r1(-length)} C${r1(-w)} ${r1(-length * 0.75)} ${r1(-w)} ${r1(-length * 0.25)} 0 0 Z" fill="${fill}"/>` +
    `<path d="M0 ${r1(length * 0.08)} L0 ${r1(-length * 0.9)}" stroke="${vein}" stroke-width="${r1(Math.max(2, length * 0.02))}" stroke-linecap="round" opacity="0.6"/>` +
    `</g>`
  )
}

function scene(spec: DemoImageSpec, width: number, height: number): { defs: string; body: string } {
  const random = seededRandom(spec.key)
  const defs: string[] = [radial('glow', GOLD, GOLD, 0.55)]
  const body: string[] = []
  const background = (stops: string[]) => {
    defs.push(linear('sky', stops))
    body.push(`<rect width="${width}" height="${height}" fill="url(#sky)"/>`)
  }

  switch (spec.scene) {
    case 'hills': {
      background([pick(random, [SAND_LIGHT, TEAL_PALE]), SAND, pick(random, [GOLD, ACCENT_SOFT])])
      body.push(sun(between(random, 0.2, 0.8) * width, between(random, 0.22, 0.4) * height, height * 0.09, pick(random, [GOLD, ACCENT_SOFT])))
      body.push(hill(random, width, height, height * 0.55, height * 0.06, TEAL_LIGHT))
      body.push(hill(random, width, height, height * 0.68, height * 0.07, TEAL_MID))
      body.push(hill(random, width, height, height * 0.82, height * 0.05, TEAL))
      break
    }
    case 'winter': {
      background(['#e6f2f1', SAND_LIGHT, '#f9e6cf'])
      body.push(sun(between(random, 0.15, 0.85) * width, height * 0.5, height * 0.07, '#fbe2b8'))
      body.push(hill(random, width, height, height * 0.62, height * 0.05, '#cfe7e3'))
      // a few evergreens on the far ridge
      const trees = 5 + Math.floor(random() * 5)
      for (let i = 0; i < trees; i++) {
        const x = between(random, 0.05, 0.95) * width
        const base = height * between(random, 0.66, 0.74)
        const h = height * between(random, 0.1, 0.18)
        body.push(`<path d="M${r1(x)} ${r1(base - h)} L${r1(x + h * 0.3)} ${r1(base)} L${r1(x - h * 0.3)} ${r1(base)} Z" fill="${pick(random, [TEAL, TEAL_DARK, TEAL_MID])}"/>`)
      }
      body.push(hill(random, width, height, height * 0.76, height * 0.04, '#ffffff'))
      body.push(hill(random, width, height, height * 0.88, height * 0.03, '#eef6f5'))
      break
    }
    case 'river': {
      background([TEAL_PALE, SAND_LIGHT, GOLD])
      body.push(sun(between(random, 0.6, 0.85) * width, height * 0.28, height * 0.08, ACCENT_SOFT))
      body.push(hill(random, width, height, height * 0.5, height * 0.05, TEAL_LIGHT))
      body.push(hill(random, width, height, height * 0.62, height * 0.04, TEAL_MID))
      // the river valley: a band winding from the horizon to the front edge
      const start = between(random, 0.35, 0.6) * width
      body.push(
        `<path d="M${r1(start)} ${r1(height * 0.64)} C${r1(start + width * 0.25)} ${r1(height * 0.72)} ${r1(start - width * 0.35)} ${r1(height * 0.82)} ${r1(width * 0.3)} ${r1(height)} L${r1(width * 0.62)} ${height} C${r1(start + width * 0.1)} ${r1(height * 0.84)} ${r1(start + width * 0.35)} ${r1(height * 0.72)} ${r1(start + width * 0.04)} ${r1(height * 0.64)} Z" fill="#cfe9f0"/>`,
      )
      body.push(hill(random, width, height, height * 0.9, height * 0.03, TEAL))
      break
    }
    case 'leaves': {
      background([SAND_LIGHT, SAND])
      const count = 9 + Math.floor(random() * 6)
      for (let i = 0; i < count; i++) {
        body.push(
          leaf(
            between(random, 0.05, 0.95) * width,
            between(random, 0.25, 1.05) * height,
            height * between(random, 0.18, 0.38),
            between(random, -70, 70),
            pick(random, [TEAL, TEAL_MID, TEAL_LIGHT, ACCENT_SOFT, TEAL_DARK]),
            SAND_LIGHT,
          ),
        )
      }
      break
    }
    case 'circles': {
      background([TEAL_PALE, SAND_LIGHT])
      const count = 7 + Math.floor(random() * 5)
      for (let i = 0; i < count; i++) {
        body.push(
          `<circle cx="${r1(between(random, 0.1, 0.9) * width)}" cy="${r1(between(random, 0.15, 0.85) * height)}" r="${r1(height * between(random, 0.08, 0.26))}" fill="${pick(random, [TEAL, TEAL_MID, TEAL_LIGHT, ACCENT_SOFT, GOLD])}" opacity="${r1(between(random, 0.35, 0.7))}"/>`,
        )
      }
      break
    }
    case 'lanterns': {
      background([TEAL_DARK, '#2f6f6a', '#c97d3f'])
      const sag = height * between(random, 0.05, 0.12)
      const top = height * between(random, 0.12, 0.2)
      body.push(`<path d="M0 ${r1(top)} Q${r1(width / 2)} ${r1(top + sag * 2)} ${width} ${r1(top)}" stroke="${SAND}" stroke-width="3" fill="none" opacity="0.7"/>`)
      const count = 5 + Math.floor(random() * 3)
      for (let i = 0; i < count; i++) {
        const t = (i + 0.5) / count
        const x = t * width
        // the point on the string's curve at t
        const y = (1 - t) * (1 - t) * top + 2 * (1 - t) * t * (top + sag * 2) + t * t * top
        const drop = height * between(random, 0.06, 0.2)
        const w = height * 0.07
        const h = height * 0.11
        const color = pick(random, [GOLD, ACCENT_SOFT, '#f7b267'])
        body.push(
          `<line x1="${r1(x)}" y1="${r1(y)}" x2="${r1(x)}" y2="${r1(y + drop)}" stroke="${SAND}" stroke-width="2" opacity="0.7"/>` +
            `<circle cx="${r1(x)}" cy="${r1(y + drop + h / 2)}" r="${r1(h * 1.4)}" fill="url(#glow)"/>` +
            `<rect x="${r1(x - w / 2)}" y="${r1(y + drop)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(w * 0.45)}" fill="${color}"/>`,
        )
      }
      body.push(hill(random, width, height, height * 0.86, height * 0.03, '#083b38'))
      // small oil lamps (diyas) along the front
      const lamps = 6 + Math.floor(random() * 4)
      for (let i = 0; i < lamps; i++) {
        const x = ((i + 0.5) / lamps) * width
        const y = height * 0.93
        body.push(
          `<circle cx="${r1(x)}" cy="${r1(y - 22)}" r="40" fill="url(#glow)"/>` +
            `<path d="M${r1(x - 26)} ${r1(y)} Q${r1(x)} ${r1(y + 22)} ${r1(x + 26)} ${r1(y)} Z" fill="${ACCENT}"/>` +
            `<path d="M${r1(x)} ${r1(y - 30)} Q${r1(x + 8)} ${r1(y - 12)} ${r1(x)} ${r1(y - 2)} Q${r1(x - 8)} ${r1(y - 12)} ${r1(x)} ${r1(y - 30)} Z" fill="${GOLD}"/>`,
        )
      }
      break
    }
    case 'gathering': {
      background([SAND_LIGHT, TEAL_PALE])
      body.push(sun(between(random, 0.15, 0.85) * width, height * 0.25, height * 0.07, GOLD))
      body.push(hill(random, width, height, height * 0.62, height * 0.04, TEAL_LIGHT))
      const ground = height * 0.86
      const people = 3 + Math.floor(random() * 4)
      const spread = width * 0.7
      for (let i = 0; i < people; i++) {
        const x = width * 0.15 + (spread * (i + 0.5)) / people + between(random, -20, 20)
        body.push(person(x, ground + between(random, -6, 6), between(random, 1.2, 1.7), pick(random, [TEAL, TEAL_DARK, ACCENT, TEAL_MID])))
      }
      body.push(`<rect x="0" y="${r1(ground)}" width="${width}" height="${r1(height - ground)}" fill="${TEAL}"/>`)
      break
    }
    case 'tea': {
      background([SAND_LIGHT, SAND])
      const table = height * 0.72
      body.push(`<rect x="0" y="${r1(table)}" width="${width}" height="${r1(height - table)}" fill="${ACCENT_SOFT}" opacity="0.55"/>`)
      const cups = 2 + Math.floor(random() * 3)
      for (let i = 0; i < cups; i++) {
        const x = ((i + 0.5) / cups) * width + between(random, -30, 30)
        const w = height * 0.2
        const h = height * 0.18
        const color = pick(random, [TEAL, TEAL_MID, ACCENT, TEAL_DARK])
        body.push(
          `<path d="M${r1(x + w / 2 - 4)} ${r1(table - h * 0.8)} c${r1(w * 0.35)} 0 ${r1(w * 0.35)} ${r1(h * 0.55)} 0 ${r1(h * 0.55)}" stroke="${color}" stroke-width="12" fill="none"/>` +
            `<path d="M${r1(x - w / 2)} ${r1(table - h)} L${r1(x + w / 2)} ${r1(table - h)} L${r1(x + w * 0.38)} ${r1(table)} L${r1(x - w * 0.38)} ${r1(table)} Z" fill="${color}"/>` +
            `<ellipse cx="${r1(x)}" cy="${r1(table + 4)}" rx="${r1(w * 0.7)}" ry="${r1(h * 0.08)}" fill="${SAND}"/>`,
        )
        for (let s = -1; s <= 1; s++) {
          const sx = x + s * w * 0.22
          body.push(
            `<path d="M${r1(sx)} ${r1(table - h - 20)} q-18 -30 0 -60 q18 -30 0 -60" stroke="${TEAL_LIGHT}" stroke-width="7" fill="none" stroke-linecap="round" opacity="0.8"/>`,
          )
        }
      }
      break
    }
    case 'portrait': {
      // An abstract head-and-shoulders figure: no face, varied skin tones, hair and head coverings.
      const backgrounds = [
        [TEAL_PALE, TEAL_LIGHT],
        [SAND_LIGHT, GOLD],
        [SAND, ACCENT_SOFT],
        [TEAL_PALE, SAND],
      ]
      background(pick(random, backgrounds))
      body.push(`<circle cx="${r1(width * between(random, 0.3, 0.7))}" cy="${r1(height * between(random, 0.25, 0.4))}" r="${r1(width * 0.32)}" fill="${SAND_LIGHT}" opacity="0.55"/>`)
      const cx = width / 2
      const headY = height * 0.42
      const head = width * 0.13
      const skin = pick(random, ['#8d5a3b', '#a86b44', '#6e4630', '#b07a52'])
      const clothes = pick(random, [TEAL, TEAL_DARK, ACCENT, TEAL_MID])
      const hair = pick(random, ['#2b211d', '#3a2a22', '#6b6560', '#1f1a17'])
      const picked = pick(random, PORTRAIT_STYLES)
      const style = spec.style ?? picked
      const at = (dx: number, dy: number) => `${r1(cx + head * dx)} ${r1(headY + head * dy)}`
      if (style === 'long') {
        body.push(`<path d="M${at(-1.15, 2.3)} C${at(-1.45, 0.2)} ${at(-1.2, -1.45)} ${at(0, -1.4)} C${at(1.2, -1.45)} ${at(1.45, 0.2)} ${at(1.15, 2.3)} Z" fill="${hair}"/>`)
      }
      body.push(
        `<path d="M${r1(cx - width * 0.34)} ${height} C${r1(cx - width * 0.34)} ${r1(height * 0.74)} ${r1(cx - width * 0.2)} ${r1(height * 0.65)} ${r1(cx)} ${r1(height * 0.65)} C${r1(cx + width * 0.2)} ${r1(height * 0.65)} ${r1(cx + width * 0.34)} ${r1(height * 0.74)} ${r1(cx + width * 0.34)} ${height} Z" fill="${clothes}"/>`,
      )
      body.push(`<rect x="${r1(cx - head * 0.42)}" y="${r1(headY)}" width="${r1(head * 0.84)}" height="${r1(height * 0.66 - headY)}" rx="${r1(head * 0.2)}" fill="${skin}"/>`)
      if (style === 'scarf') {
        // a dupatta over the head, falling onto the shoulders (in front of the neck, behind the face)
        body.push(`<path d="M${at(-1.35, 2.6)} C${at(-1.6, -0.4)} ${at(-1.05, -1.6)} ${at(0, -1.55)} C${at(1.05, -1.6)} ${at(1.6, -0.4)} ${at(1.35, 2.6)} Q${at(0, 3.3)} ${at(-1.35, 2.6)} Z" fill="${pick(random, [GOLD, ACCENT_SOFT, TEAL_LIGHT, SAND_LIGHT])}"/>`)
      }
      body.push(`<circle cx="${r1(cx)}" cy="${r1(headY)}" r="${r1(head)}" fill="${skin}"/>`)
      if (style === 'short' || style === 'bun' || style === 'long') {
        body.push(`<path d="M${at(-1.03, 0.15)} C${at(-1.12, -1.45)} ${at(1.12, -1.45)} ${at(1.03, 0.15)} Q${at(0.55, -0.5)} ${at(0, -0.45)} Q${at(-0.55, -0.5)} ${at(-1.03, 0.15)} Z" fill="${hair}"/>`)
      }
      if (style === 'bun') body.push(`<circle cx="${r1(cx)}" cy="${r1(headY - head * 1.15)}" r="${r1(head * 0.42)}" fill="${hair}"/>`)
      if (style === 'turban') {
        // a softly peaked turban, wider than the head, leaving the face below it
        body.push(`<path d="M${at(-1.12, -0.1)} C${at(-1.2, -1.05)} ${at(-0.45, -1.4)} ${at(0, -1.6)} C${at(0.45, -1.4)} ${at(1.2, -1.05)} ${at(1.12, -0.1)} Q${at(0, -0.4)} ${at(-1.12, -0.1)} Z" fill="${pick(random, [ACCENT_SOFT, GOLD, TEAL_LIGHT, TEAL])}"/>`)
      }
      break
    }
  }
  return { defs: defs.join(''), body: body.join('') }
}

/** The picture as SVG text (exported for tests and for anyone tuning the compositions). */
export function demoSvg(spec: DemoImageSpec) {
  const { width, height } = spec.scene === 'portrait' ? SQUARE : WIDE
  const { defs, body } = scene(spec, width, height)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`
}

/** Renders the picture to PNG bytes (lossless, so the media pipeline's WebP is the only lossy step). */
export async function renderDemoImage(spec: DemoImageSpec): Promise<Buffer> {
  return sharp(Buffer.from(demoSvg(spec))).png({ compressionLevel: 2, adaptiveFiltering: false }).toBuffer()
}
