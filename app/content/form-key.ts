// The hidden field that carries an add form's one-time key (app/utils/form-key.server.ts).
export const FORM_KEY_FIELD = 'submissionKey'
