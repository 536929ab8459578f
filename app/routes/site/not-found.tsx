// Any path no other route matches: a real 404, rendered by the root error boundary.
export function loader() {
  throw new Response('Not found', { status: 404 })
}

export default function NotFound() {
  return null
}
