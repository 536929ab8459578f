// A public form's Send: busy while its post is on its way, and a second submit before React has
// re-rendered (a fast double click, Enter pressed twice) is ignored until the router is idle.
import { useEffect, useRef, type FormEvent } from 'react'
import { useNavigation } from 'react-router'

export function useSubmitOnce(submit: (event: FormEvent<HTMLFormElement>) => void) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST'
  const sending = useRef(false)
  useEffect(() => {
    if (navigation.state === 'idle') sending.current = false
  }, [navigation.state])
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (sending.current) {
      event.preventDefault()
      return
    }
    submit(event)
    if (!event.defaultPrevented) sending.current = true
  }
  return { busy, onSubmit }
}
