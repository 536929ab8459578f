// How long a new password may be (docs/design.md's minimum of 8). Apart from content/auth.ts,
// whose messages are compiled by Lingui's macros, so that the operators' command line (run
// without them, server/admin-cli.ts) can share the same limits.
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128
