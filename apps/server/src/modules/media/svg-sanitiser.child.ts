import createDOMPurify, { type DOMPurify } from 'dompurify'
import { JSDOM } from 'jsdom'

/**
 * Cleans SVG uploads with DOMPurify on jsdom (the DOM DOMPurify is tested on for Node), in a child
 * process: jsdom costs ~150 MB, which a worker thread would leave in the server's resident memory
 * after it ends; a process that exits gives it all back (svg-sanitiser.ts ends it when idle).
 * Messages: `{ id, svg }` in, `{ id, svg: string | null }` out (null: nothing drawable is left).
 */
const { window } = new JSDOM('')
const purify: DOMPurify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0])

/** `url(#id)` points inside the file; any other `url(…)` reaches out (or runs, `javascript:`). */
const OUTSIDE_URL = /url\s*\(\s*(?!['"]?\s*#)/i
/** CSS escapes can spell `url(` or `javascript:` without the letters; a drawing never needs them. */
const CSS_ESCAPE = /\\/
const LOCAL_REFERENCE = /^\s*#[\w.:-]*\s*$/
const WEB_LINK = /^\s*https?:\/\//i

purify.addHook('uponSanitizeAttribute', (node, data) => {
  const value = data.attrValue
  if (OUTSIDE_URL.test(value) || (data.attrName === 'style' && CSS_ESCAPE.test(value))) {
    data.keepAttr = false
    return
  }
  if (data.attrName === 'href' || data.attrName === 'xlink:href') {
    // A link may go to a web page; everything else (use, image, gradients) only to its own parts,
    // so no `data:` documents, no other files, nothing fetched when the image is drawn.
    const link = node.nodeName.toLowerCase() === 'a'
    if (!(LOCAL_REFERENCE.test(value) || (link && WEB_LINK.test(value)))) data.keepAttr = false
  }
})

purify.addHook('uponSanitizeElement', (node, data) => {
  if (data.tagName !== 'style') return
  const css = node.textContent ?? ''
  if (OUTSIDE_URL.test(css) || CSS_ESCAPE.test(css) || /@import|expression\s*\(|javascript:/i.test(css)) {
    node.textContent = ''
  }
})

function clean(svg: string): string | null {
  const body = purify.sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // `use` is left out of DOMPurify's SVG list; the hook above keeps it to local references.
    ADD_TAGS: ['use'],
    // What a removed element held (a script's text) is dropped with it.
    KEEP_CONTENT: false,
    RETURN_DOM: true,
  }) as unknown as Element
  const root = body.querySelector('svg')
  if (!root) return null
  // Parsed as HTML (DOMPurify's own mode, which knows SVG's camel-cased names), written as XML:
  // the stored file is served as image/svg+xml and read by an XML parser.
  return new window.XMLSerializer().serializeToString(root)
}

process.on('message', (message) => {
  const { id, svg } = message as { id: number; svg: string }
  let result: string | null
  try {
    result = clean(svg)
  } catch {
    result = null
  }
  process.send?.({ id, svg: result })
})

// The server went away: nothing more will come.
process.on('disconnect', () => process.exit(0))
