// What the security tests look for in a page the server rendered, parsed as a browser would
// (jsdom; its scripts never run): anything a stored or reflected payload could have injected.
import crypto from 'node:crypto'
import { JSDOM } from 'jsdom'

export function parseHtml(html: string, url = 'http://localhost/'): Document {
  return new JSDOM(html, { url }).window.document
}

/** Attributes whose value a browser may follow or run as a URL. */
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'data', 'background', 'cite', 'ping', 'srcset', 'imagesrcset']

/** A value a browser would run as script (or render as a document) when used as a URL. */
export function isScriptUrl(value: string): boolean {
  // browsers drop ASCII whitespace and control characters inside the scheme
  const squeezed = value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase()
  return /(^|[\s,])(javascript|vbscript):/.test(squeezed) || /(^|,)data:(text\/html|image\/svg|application\/xhtml)/.test(squeezed)
}

/**
 * The tab's icon given as a picture in the page (`<link rel="icon" href="data:image/svg+xml,…">`,
 * decision 101): browsers draw an icon as an image, where an SVG runs no script and is never a
 * document, so it is not a script address there as it would be in a link or a frame.
 */
function isIconPicture(element: Element, name: string, value: string): boolean {
  return element.tagName.toLowerCase() === 'link' && name === 'href' && element.getAttribute('rel')?.toLowerCase() === 'icon' && /^data:image\//i.test(value.trim())
}

/**
 * Everything wrong with a page, as sentences (empty when nothing is): a script without the
 * response's CSP nonce, any on* event-handler attribute, a URL attribute that would run
 * script, a meta refresh or base element, an iframe, object or embed, and any element
 * carrying the test payloads' `data-injected` mark.
 */
/** A script element browsers never run: JSON-LD structured data. */
export function isDataBlock(script: Element) {
  return script.getAttribute('type') === 'application/ld+json'
}

/** Why a data block's text could hide markup, or null when it is one whole JSON value with no '<'. */
export function dataBlockProblem(text: string): string | null {
  if (text.includes('<')) return "holds a '<'"
  try {
    JSON.parse(text)
    return null
  } catch {
    return 'is not one JSON value'
  }
}

/**
 * What a CSP lets run: a script with its nonce, or one whose text has a listed hash (a page from
 * the page cache carries hashes, docs/decisions/037). `policy` is the Content-Security-Policy.
 */
function scriptMayRun(policy: string | null) {
  const nonce = policy?.match(/'nonce-([^']+)'/)?.[1] ?? null
  const hashes = new Set([...(policy ?? '').matchAll(/'sha256-([^']+)'/g)].map((match) => match[1]))
  return (script: Element) =>
    (nonce !== null && script.getAttribute('nonce') === nonce) ||
    hashes.has(crypto.createHash('sha256').update(script.textContent ?? '', 'utf8').digest('base64'))
}

/** What a stored or reflected payload made of the page; `policy`: the response's Content-Security-Policy. */
export function injectionProblems(document: Document, policy: string | null): string[] {
  const problems: string[] = []
  const mayRun = scriptMayRun(policy)
  for (const element of document.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase()
    const where = `<${tag}${element.id ? `#${element.id}` : ''}>`
    if (tag === 'script' && isDataBlock(element)) {
      // structured data (JSON-LD) never runs, so it needs no nonce; what matters is that stored
      // text cannot end it early: no '<' at all, and the whole of it still one JSON value
      const problem = dataBlockProblem(element.textContent ?? '')
      if (problem) problems.push(`${where} data block ${problem}: ${element.outerHTML.slice(0, 160)}`)
    } else if (tag === 'script' && !mayRun(element)) {
      problems.push(`${where} without the response's nonce or a listed hash: ${element.outerHTML.slice(0, 160)}`)
    }
    if (['iframe', 'frame', 'object', 'embed', 'base', 'applet'].includes(tag)) problems.push(`${where} element: ${element.outerHTML.slice(0, 160)}`)
    if (tag === 'meta' && /refresh/i.test(element.getAttribute('http-equiv') ?? '')) problems.push(`${where} refresh: ${element.outerHTML.slice(0, 160)}`)
    if (element.hasAttribute('data-injected')) problems.push(`${where} injected by a payload: ${element.outerHTML.slice(0, 160)}`)
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase()
      if (name.startsWith('on')) problems.push(`${where} has an event handler ${name}="${attribute.value.slice(0, 80)}"`)
      if (URL_ATTRIBUTES.includes(name) && isScriptUrl(attribute.value) && !isIconPicture(element, name, attribute.value)) {
        problems.push(`${where} ${name}="${attribute.value.slice(0, 80)}" runs script`)
      }
    }
  }
  return problems
}

/**
 * What a person can read on the page or find in its controls: the title and visible text
 * (scripts and styles left out: the hydration data there holds every value, escaped) and every
 * attribute value outside scripts (an input's value, an alt text, a mailto: link).
 */
export function readableStrings(document: Document): string[] {
  const strings = [document.title]
  const body = document.body?.cloneNode(true) as HTMLElement | undefined
  if (body) {
    for (const hidden of body.querySelectorAll('script, style, template')) hidden.remove()
    strings.push(body.textContent ?? '')
  }
  for (const element of document.querySelectorAll('*')) {
    if (element.tagName.toLowerCase() === 'script') continue
    for (const attribute of element.attributes) strings.push(attribute.value)
  }
  return strings
}
