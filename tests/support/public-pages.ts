// Every public page of a running server: those without a parameter, and one of each kind with
// one (the first linked from /blog, /gallery and /events: the demo content's). Security and
// metadata tests walk them all, so a page added later is covered without editing a test.
import { routeTable } from './test-routes'

// /preview/... is in the public layout but shows staff only (everyone else gets the 404 page)
const publicPages = (await routeTable()).filter((route) => !route.admin && route.page && !route.path.includes('*') && !/^\/preview\//i.test(route.path))

export async function publicPagePaths(origin: string): Promise<string[]> {
  const plain = publicPages.filter((route) => !route.path.includes(':')).map((route) => route.path)
  const withParams = publicPages.filter((route) => route.path.includes(':'))
  const found: string[] = []
  for (const listing of ['/blog', '/gallery', '/events']) {
    const html = await (await fetch(`${origin}${listing}`)).text()
    for (const route of withParams) {
      const pattern = new RegExp(`href="(${route.path.replace(/:\w+/, '\\d+')})"`, 'i')
      const match = pattern.exec(html)?.[1]
      if (match && !found.includes(match)) found.push(match)
    }
  }
  if (found.length !== withParams.length) throw new Error(`Found ${found.join(', ')} for ${withParams.map((route) => route.path).join(', ')}`)
  return [...plain, ...found]
}
