// A new password and its confirmation, with the advice on choosing one: registration, a reset
// link and an invitation ask for them the same way.
import { useLingui } from '@lingui/react/macro'
import { PasswordField } from '~/components/ui/password-field'
import { authMessages, PASSWORD_MIN } from '~/content/auth'

type FieldState = { id: string; name: string; errors?: string[]; errorId: string }

export function NewPasswordFields({
  password,
  confirmPassword,
  labels,
  focus,
}: {
  password: FieldState
  confirmPassword: FieldState
  labels?: [string, string]
  /** The name of the first field to fix on a page sent back with messages (firstToFix). */
  focus?: string
}) {
  const { t, i18n } = useLingui()
  const min = PASSWORD_MIN
  return (
    <>
      <PasswordField
        id={password.id}
        name={password.name}
        label={labels?.[0] ?? t`Password`}
        autoComplete="new-password"
        description={`${t`At least ${min} characters.`} ${authMessages(i18n).passwordAdvice}`}
        errors={password.errors}
        errorId={password.errorId}
        autoFocus={focus === password.name}
      />
      <PasswordField
        id={confirmPassword.id}
        name={confirmPassword.name}
        label={labels?.[1] ?? t`Confirm password`}
        autoComplete="new-password"
        errors={confirmPassword.errors}
        errorId={confirmPassword.errorId}
        autoFocus={focus === confirmPassword.name}
      />
    </>
  )
}
