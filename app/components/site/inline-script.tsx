// Small scripts written in the page after the markup they serve, for public pages, which do not
// load React in the browser (docs/decisions/039-public-pages-without-hydration.md). The page cache
// hashes each of them for the CSP; an uncached page gives them the request's nonce.
import { createContext, useContext } from 'react'
import { useNonce } from '~/utils/nonce'
import { useHydrated } from './use-hydrated'

/** The addresses of the library scripts a page may load (script-libraries.server.ts), by name; only the server has them. */
export type ScriptLibraries = Record<'embla', string>
const ScriptLibrariesContext = createContext<ScriptLibraries | null>(null)
export const ScriptLibrariesProvider = ScriptLibrariesContext.Provider

/**
 * `run` called with `args` in the browser. It must be self-contained: it is sent as its source
 * text (Function.toString), so it may use only its argument and the browser's globals, never a
 * name imported or declared outside it.
 */
export function InlineScript<Args>({ run, args }: { run: (args: Args) => void; args: Args }) {
  // JSON is a JavaScript expression; escaping < keeps a "</script>" in the data from ending the element
  return <ScriptElement code={`(${run.toString()})(${JSON.stringify(args).replace(/</g, '\\u003c')})`} />
}

/** A library's address, for an InlineScript that loads it when needed; '' where it is not known. */
export function useScriptLibrary(name: keyof ScriptLibraries): string {
  return useContext(ScriptLibrariesContext)?.[name] ?? ''
}

function ScriptElement({ code }: { code: string }) {
  const nonce = useNonce()
  // a script React adds in the browser never runs: only the server's page carries it (the
  // hydration pass of an account page sees it too, so that the markup matches)
  if (useHydrated()) return null
  // the one raw HTML of the site: code of ours or of a library we ship, never a visitor's or
  // staff's text (app/no-raw-html.test.ts)
  // eslint-disable-next-line no-restricted-syntax
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />
}
