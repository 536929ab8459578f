// Where the focus goes on a form the server sent back with messages (a page without React in the
// browser, decision 039): to the form's own message when there is one, so that it is read first,
// else to the first field to fix. Nothing moves it otherwise.
export function firstToFix<Name extends string>(
  formErrors: string[] | undefined,
  fields: Record<string, { errors?: string[] } | undefined>,
  order: readonly Name[],
): Name | 'form' | undefined {
  if (formErrors?.some(Boolean)) return 'form'
  return order.find((name) => fields[name]?.errors?.length)
}
