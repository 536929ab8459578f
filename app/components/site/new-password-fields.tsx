// A new password and its confirmation, with the advice on choosing one: registration, a reset
// link and an invitation ask for them the same way.
import { PasswordField } from '~/components/ui/password-field'
import { MESSAGES, PASSWORD_MIN } from '~/content/auth'

type FieldState = { id: string; name: string; errors?: string[]; errorId: string }

export function NewPasswordFields({ password, confirmPassword, labels = ['Password', 'Confirm password'] }: { password: FieldState; confirmPassword: FieldState; labels?: [string, string] }) {
  return (
    <>
      <PasswordField
        id={password.id}
        name={password.name}
        label={labels[0]}
        autoComplete="new-password"
        description={`At least ${PASSWORD_MIN} characters. ${MESSAGES.passwordAdvice}`}
        errors={password.errors}
        errorId={password.errorId}
      />
      <PasswordField
        id={confirmPassword.id}
        name={confirmPassword.name}
        label={labels[1]}
        autoComplete="new-password"
        errors={confirmPassword.errors}
        errorId={confirmPassword.errorId}
      />
    </>
  )
}
