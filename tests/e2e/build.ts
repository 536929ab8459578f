// The end-to-end tests' server runs the build the server tests use (tests/support/test-server.ts,
// buildApp): made here when `npm test`'s unit and server tests have not made it already.
import { buildApp } from '../support/test-server'

const { dir } = await buildApp()
console.log(`Build of the current sources in ${dir}`)
