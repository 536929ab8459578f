// Problems with a form as a whole (not with one field): too many messages, a refused post.
// The live region is always in the page so that a message added later is announced.
export function FormError({ id, errors }: { id?: string; errors?: string[] }) {
  const messages = errors?.filter(Boolean) ?? []
  return (
    <div id={id} role="alert" aria-atomic="true">
      {messages.length > 0 ? (
        <div className="rounded-lg border-s-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
    </div>
  )
}
