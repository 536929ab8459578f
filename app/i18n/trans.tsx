// The <Trans> the macros compile to (lingui.config.ts, runtimeConfigModule). Lingui's own puts
// a text value into the message before it reads the message's tags, so a value holding
// '<0>...</0>' or '<script>' (a name or title anyone may have typed) would be read as markup:
// dropped, or turned into one of the sentence's links. Here a value is always shown as text:
// in a message without elements the translation is returned as text, which React escapes; in
// one with elements every text value goes in as an element of its own.
import { Trans as LinguiTrans, useLingui, type TransProps } from '@lingui/react'

export function Trans(props: TransProps) {
  const { i18n } = useLingui()
  const { id, message, values, components, formats, render, component } = props
  if (!components && render === undefined && component === undefined && plainValues(values)) {
    // Seven messages in ten on the home page: Lingui's <Trans> would render four components for
    // each and search its text for tags it cannot hold (the translations screen keeps a message's
    // tags as the English has them, app/models/interface-texts.server.ts). It was a tenth of the
    // home page's server time (docs/performance.md).
    return i18n._(id, values, { message, formats })
  }
  const asText = values && Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? <>{value}</> : value]))
  return <LinguiTrans {...props} values={asText} />
}

/** Whether every value (if any) is a string or a number: nothing that must be rendered as an element. */
function plainValues(values: TransProps['values']): boolean {
  if (!values) return true
  for (const name in values) {
    const type = typeof values[name]
    if (type !== 'string' && type !== 'number') return false
  }
  return true
}
