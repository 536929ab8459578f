// Any path no other route matches: a real 404 (status 404), rendered by the public layout's
// error boundary so that the visitor keeps the navbar and footer.
export function loader() {
  throw new Response('Not found', { status: 404 })
}

export default function NotFound() {
  return null
}
