// What React Router gives a public page's loader for a GET of `path`: the page's language is its
// path's (/pa/blog is Punjabi, /blog English).
export function pageArgs(path: string, params: Record<string, string> = {}) {
  return { request: new Request(new URL(path, 'http://localhost')), params, context: {} } as never
}
