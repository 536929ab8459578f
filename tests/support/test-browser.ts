// The browser the tests drive (the end-to-end specs, the SEO check): CHROMIUM_PATH when set, else
// Debian's headless shell (package chromium-headless-shell: Chromium's old headless mode, the
// browser Playwright itself runs headless tests in), else Debian's Chromium. The shell draws no
// browser window of its own and took the end-to-end suite from 4.2 to 2.7 minutes
// (docs/decisions/041-tests-in-chromiums-headless-shell.md).
import fs from 'node:fs'

const CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']

export const TEST_BROWSER = process.env.CHROMIUM_PATH || CANDIDATES.find((candidate) => fs.existsSync(candidate)) || CANDIDATES[1]
