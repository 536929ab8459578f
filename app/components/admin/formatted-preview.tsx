// The live preview under a formatted field (decision 031): the text as the public page will show
// it, redrawn as staff type. The parser is loaded only when a form with such a field is opened
// (its own chunk), and never by public pages; without JavaScript there is no preview, and the
// staff's preview of the page itself still shows the result after saving.
import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { FormattedText } from '~/content/formatted-text-view'
import type { FormattedText as Tree } from '~/content/formatted-text'

type Parse = (source: string) => Tree

/** `id`: the field's; the preview is named 'Preview' (not after the field, whose label stays its own). */
export function FormattedPreview({ id, source, lang, dir }: { id: string; source: string; lang?: string; dir?: string }) {
  const [parse, setParse] = useState<Parse | null>(null)
  useEffect(() => {
    let cancelled = false
    import('~/content/formatted-text-parser').then(
      (module) => {
        if (!cancelled) setParse(() => module.parseFormattedText)
      },
      // a chunk that failed to load leaves the field without a preview, nothing else
      () => {},
    )
    return () => {
      cancelled = true
    }
  }, [])
  // typing stays quick in a long text: the preview follows when the browser has time
  const deferred = useDeferredValue(source)
  const tree = useMemo(() => (parse ? parse(deferred) : null), [parse, deferred])
  if (!tree) return null
  return (
    <div role="group" aria-labelledby={`${id}-preview`} className="mt-2 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3">
      <p id={`${id}-preview`} className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        Preview
      </p>
      {/* a translation's text in its language and direction (its "Preview" label stays English) */}
      <div className="mt-1 leading-relaxed text-slate-800" lang={lang} dir={dir}>
        {tree.length ? <FormattedText text={tree} className="mt-3 first:mt-0" /> : <p className="text-slate-600">Nothing typed yet.</p>}
      </div>
    </div>
  )
}
