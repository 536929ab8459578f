// The <Trans> the macros compile to (lingui.config.ts, runtimeConfigModule). Lingui's own puts
// a text value into the message before it reads the message's tags, so a value holding
// '<0>...</0>' or '<script>' (a name or title anyone may have typed) would be read as markup:
// dropped, or turned into one of the sentence's links. Here every text value goes in as an
// element of its own, shown as plain text whatever it holds.
import { Trans as LinguiTrans, type TransProps } from '@lingui/react'

export function Trans({ values, ...props }: TransProps) {
  const asText = values && Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? <>{value}</> : value]))
  return <LinguiTrans {...props} values={asText} />
}
