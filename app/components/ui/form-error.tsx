// Problems with a form as a whole (not with one field): too many messages, a refused post.
// The live region is always in the page so that a message added later is announced. On a page
// the server sent back with the message (a form of a page without React in the browser), `focus`
// puts the focus on it, so that it is read first.
/** The box a message is shown in (also by scripts that show one in the browser). */
export const FORM_ERROR_BOX_CLASS = 'rounded-lg border-s-4 border-red-700 bg-red-50 px-4 py-3 text-red-900'

export function FormError({ id, errors, focus = false }: { id?: string; errors?: string[]; focus?: boolean }) {
  const messages = errors?.filter(Boolean) ?? []
  const focused = focus && messages.length > 0
  return (
    <div id={id} role="alert" aria-atomic="true" tabIndex={focused ? -1 : undefined} autoFocus={focused}>
      {messages.length > 0 ? (
        <div className={FORM_ERROR_BOX_CLASS}>
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
    </div>
  )
}
