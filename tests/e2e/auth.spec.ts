// Accounts and access, as a visitor, a member and an admin would meet them (issue 3).
import type { Response } from '@playwright/test'
import { ADMIN, logIn, register, uniqueEmail } from './accounts'
import { expect, test } from './fixtures'
import { mailCount, waitForMail } from './mailbox'

const SESSION_COOKIE = 'sid'

/** The answer to a posted login form (the page comes back as a document). */
const isLoginPost = (response: Response) => new URL(response.url()).pathname === '/login' && response.request().method() === 'POST'

test.describe('registering and logging in as a member', () => {
  test('register, land on the account page, are refused the back office, and log out', async ({ page }) => {
    const email = uniqueEmail('member')
    await register(page, email, 'walking by the river')
    // the spec's alert, in the page (the sign-in pages do not load React, decision 039)
    await expect(page.getByRole('status').filter({ hasText: 'Successfully Registered' })).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)

    await logIn(page, email, 'walking by the river')
    await expect(page).toHaveURL(/\/account$/)
    await expect(page.getByText(email)).toBeVisible()

    const refused = await page.goto('/admin')
    expect(refused?.status()).toBe(403)
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0)

    await page.goto('/account')
    await page.getByRole('button', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await page.goto('/account')
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/)
  })

  test('the register form shows each of its messages beside the field', async ({ page }) => {
    await page.goto('/register')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page.getByText('email is a required field')).toBeVisible()
    await expect(page.getByText('Required', { exact: true })).toBeVisible()

    await page.getByLabel('Email').fill(uniqueEmail('messages'))
    await page.getByLabel('Password', { exact: true }).fill('short')
    await page.getByLabel('Confirm password').fill('short')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page.getByText('password must be at least 8 characters')).toBeVisible()
    await expect(page.getByText('Password confirmation must be at least 8 characters')).toBeVisible()

    await page.getByLabel('Password', { exact: true }).fill('a long enough password')
    await page.getByLabel('Confirm password').fill('a long enough passwort')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page.getByText('Passwords must match')).toBeVisible()
  })

  test('a common or easily guessed password is refused beside the field; a taken e-mail gets the same answer as a new one', async ({ page }) => {
    await page.goto('/register')
    await page.getByLabel('Email').fill(ADMIN.email)
    await page.getByLabel('Password', { exact: true }).fill('password123')
    await page.getByLabel('Confirm password').fill('password123')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page.getByText(/too common/)).toBeVisible()
    await page.getByLabel('Password', { exact: true }).fill('sahara2026')
    await page.getByLabel('Confirm password').fill('sahara2026')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page.getByText(/This password is too easy to guess\..*A few unrelated words you will remember/)).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveValue(ADMIN.email)
    // an address that already has an account is not revealed: the same page as a new account
    await page.getByLabel('Password', { exact: true }).fill('an unusual phrase here')
    await page.getByLabel('Confirm password').fill('an unusual phrase here')
    await page.getByRole('button', { name: 'Register' }).click()
    await page.waitForURL(/\/login$/)
    await expect(page.getByRole('status').filter({ hasText: 'Successfully Registered' })).toBeVisible()
    await logIn(page, ADMIN.email, 'an unusual phrase here')
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.')
  })
})

test.describe('logging in as an admin', () => {
  test('without Remember me the cookie ends with the browser; log out ends the session on the server', async ({ page, context, browser }) => {
    await logIn(page, ADMIN.email, ADMIN.password)
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { name: 'Welcome to admin panel' })).toBeVisible()
    const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE)!
    expect(cookie.expires).toBe(-1) // a browser-session cookie: no Max-Age
    expect(cookie.httpOnly).toBe(true)
    expect(cookie.sameSite).toBe('Lax')

    await page.getByRole('button', { name: 'Log Out' }).first().click()
    await expect(page).toHaveURL(/\/login$/)

    // the copied cookie no longer opens the back office
    const other = await browser.newContext()
    await other.addCookies([cookie])
    const stolen = await other.newPage()
    await stolen.goto('/admin')
    await expect(stolen).toHaveURL(/\/login\?redirectTo=%2Fadmin$/)
    await other.close()
  })

  test('with Remember me the cookie lasts 30 days', async ({ page, context }) => {
    await logIn(page, ADMIN.email, ADMIN.password, { remember: true })
    await expect(page).toHaveURL(/\/admin$/)
    const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE)!
    const days = (cookie.expires * 1000 - Date.now()) / (24 * 60 * 60 * 1000)
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)
  })

  test('an admin sent to log in returns to the page they asked for, also after a mistyped password', async ({ page }) => {
    await page.goto('/admin/users')
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fusers$/)
    await page.getByLabel('Email').fill(ADMIN.email)
    await page.getByLabel('Password', { exact: true }).fill('not the password')
    await page.getByRole('button', { name: 'Log In' }).click()
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.')
    await expect(page.getByLabel('Email')).toHaveValue(ADMIN.email)
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Log In' }).click()
    await expect(page).toHaveURL(/\/admin\/users$/)
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible()
  })

  test('the side menu lists the sections in order, marks the current one, and works on a phone', async ({ page }) => {
    await logIn(page, ADMIN.email, ADMIN.password)
    const menu = page.getByRole('navigation', { name: 'Back office' })
    await expect(menu.getByRole('link')).toHaveText([
      'Home', 'Contact List', 'Blog List', 'Events List', 'Member List', 'Gallery Event', 'Gallery List', 'Testimonial', 'Donation', 'Receipts', 'Users', 'Settings', 'E-mail', 'Privacy', 'Activity log', 'Translations',
    ])
    await expect(menu.getByRole('button', { name: 'Log Out' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await menu.getByRole('link', { name: 'Users' }).click()
    await expect(menu.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page')

    await page.getByRole('button', { name: 'Hide menu' }).click()
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Show menu' }).click()
    await expect(menu).toBeVisible()

    await page.setViewportSize({ width: 375, height: 740 })
    await page.getByText('Menu', { exact: true }).click()
    await page.getByRole('link', { name: 'Home' }).last().click()
    await expect(page.getByRole('heading', { name: 'Welcome to admin panel' })).toBeVisible()
  })
})

test.describe('the users screen', () => {
  test('an Administrator changes a member\'s roles after confirming, filters by role, and deletes the account after confirming', async ({ page, axe }) => {
    const email = uniqueEmail('managed')
    await register(page, email, 'a managed account')
    await logIn(page, ADMIN.email, ADMIN.password)
    await expect(page).toHaveURL(/\/admin$/)
    await page.goto('/admin/users')
    const row = page.getByRole('row').filter({ hasText: email })
    await expect(row.getByRole('list', { name: `Roles of ${email}` }).getByRole('listitem')).toHaveText(['Member'])

    // the roles are ticked, then asked again with what they give; Cancel changes nothing
    await row.getByRole('link', { name: `Change roles of ${email}` }).click()
    const panel = page.getByRole('region', { name: `Roles of ${email}` })
    await expect(panel).toBeFocused()
    await panel.getByRole('checkbox', { name: /^Editor/ }).check()
    await panel.getByRole('checkbox', { name: /^Treasurer/ }).check()
    await panel.getByRole('button', { name: 'Continue' }).click()
    const question = page.getByRole('alertdialog', { name: `Change the roles of ${email}?` })
    await expect(question).toBeFocused()
    await expect(question.getByRole('list', { name: 'Roles after the change' }).getByRole('listitem')).toHaveText(['Editor', 'Treasurer'])
    await expect(question).toContainText('They will be able to:')
    await expect(question).toContainText('Donations: see and record donations')
    await expect(question).not.toContainText('Contact messages:')
    expect(await axe(), 'the question').toEqual([])
    await question.getByRole('link', { name: 'Cancel' }).click()
    await expect(question).toBeHidden()
    await expect(row.getByRole('list', { name: `Roles of ${email}` }).getByRole('listitem')).toHaveText(['Member'])

    await row.getByRole('link', { name: `Change roles of ${email}` }).click()
    await panel.getByRole('checkbox', { name: /^Writer/ }).check()
    await panel.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, change their roles' }).click()
    await expect(page.getByText(`${email} is now Writer. We e-mailed them what changed.`).first()).toBeVisible()
    await expect(row.getByRole('list', { name: `Roles of ${email}` }).getByRole('listitem')).toHaveText(['Writer'])

    // narrowed to the Writers, the account is there and the Administrator is not
    await page.getByLabel('Role', { exact: true }).selectOption('writer')
    await page.getByRole('button', { name: 'Show' }).click()
    await expect(page).toHaveURL(/\?role=writer$/)
    await expect(row).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: ADMIN.email })).toHaveCount(0)
    await page.goto('/admin/users')

    // the Administrator's own row offers nothing that could lock them out
    const own = page.getByRole('row').filter({ hasText: ADMIN.email })
    await expect(own.getByRole('button')).toHaveCount(0)
    await expect(own.getByRole('link')).toHaveCount(0)

    await row.getByRole('button', { name: `Delete ${email}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm Delete' })
    await expect(dialog).toContainText('Are you sure you want to delete?')
    await dialog.getByRole('button', { name: 'No' }).click()
    await expect(dialog).toBeHidden()
    await expect(row).toBeVisible()

    await row.getByRole('button', { name: `Delete ${email}` }).click()
    await dialog.getByRole('button', { name: 'Yes' }).click()
    await expect(page.getByText('Item Deleted Successfully!').first()).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0)
  })
})

test.describe('an invitation', () => {
  test('an admin invites someone by e-mail; the link lets them choose a password and opens the back office', async ({ page, browser, axe }) => {
    const email = uniqueEmail('invited')
    await logIn(page, ADMIN.email, ADMIN.password)
    await expect(page).toHaveURL(/\/admin$/)
    await page.goto('/admin/users')
    const before = await mailCount()
    await page.getByLabel('Their e-mail address').fill(email)
    const roles = page.getByRole('group', { name: 'Their roles (one or more)' })
    await page.getByRole('button', { name: 'Send the invitation' }).click()
    await expect(page.getByText('Choose at least one role for them.')).toBeVisible()
    await expect(page.getByLabel('Their e-mail address')).toHaveValue(email)
    await roles.getByRole('checkbox', { name: /^Administrator/ }).check()
    await page.getByRole('button', { name: 'Send the invitation' }).click()
    await expect(page.getByText(email).first()).toBeVisible()
    const mail = await waitForMail(email, (m) => /accept-invitation\?token=/.test(m.text), before)
    expect(mail.text).toContain('as Administrator')
    const link = /http:\/\/127\.0\.0\.1:\d+\/accept-invitation\?token=[\w-]+/.exec(mail.text)![0]

    // the invited person, in a browser of their own
    const theirs = await browser.newContext()
    const invited = await theirs.newPage()
    await invited.goto(link)
    await expect(invited.getByRole('heading', { level: 1, name: 'Accept your invitation' })).toBeVisible()
    expect(await axe(invited)).toEqual([])
    await invited.getByLabel('Password', { exact: true }).fill('a kettle on the stove')
    await invited.getByLabel('Confirm password').fill('a kettle on the stove!')
    await invited.getByRole('button', { name: 'Create my account' }).click()
    await expect(invited.getByText('Passwords must match')).toBeVisible()
    await expect(invited.getByLabel('Confirm password')).toBeFocused()
    await invited.getByLabel('Password', { exact: true }).fill('a kettle on the stove')
    await invited.getByLabel('Confirm password').fill('a kettle on the stove')
    await invited.getByRole('button', { name: 'Create my account' }).click()
    await expect(invited).toHaveURL(/\/admin$/)
    await expect(invited.getByRole('alert').filter({ hasText: 'Welcome. Your staff account is ready.' })).toBeVisible()
    // the link works once
    await invited.goto(link)
    await expect(invited.getByRole('alert')).not.toBeEmpty()
    await expect(invited.getByRole('button', { name: 'Create my account' })).toHaveCount(0)
    await theirs.close()
  })

  test('an invitation in the language the admin chooses: the e-mail and the page it opens in Urdu, right to left', async ({ page, browser, axe }) => {
    const email = uniqueEmail('invited-ur')
    await logIn(page, ADMIN.email, ADMIN.password)
    await expect(page).toHaveURL(/\/admin$/)
    await page.goto('/admin/users')
    // the admin signed in on the English page: English is offered first
    const language = page.getByLabel('Language of the invitation')
    await expect(language).toHaveValue('en')
    expect(await axe(), '/admin/users with the language choice').toEqual([])
    const before = await mailCount()
    await page.getByLabel('Their e-mail address').fill(email)
    await page.getByRole('group', { name: 'Their roles (one or more)' }).getByRole('checkbox', { name: /^Editor/ }).check()
    await language.selectOption('ur')
    await page.getByRole('button', { name: 'Send the invitation' }).click()
    await expect(page.getByText(/in Urdu \(اردو\), sent/)).toBeVisible()
    const mail = await waitForMail(email, (m) => /\/ur\/accept-invitation\?token=/.test(m.text), before)
    expect(mail.subject).toBe('آپ کو ویب سائٹ چلانے میں مدد کی دعوت دی گئی ہے')
    expect(mail.text).toContain('مدیر کے طور پر')
    const link = /http:\/\/127\.0\.0\.1:\d+\/ur\/accept-invitation\?token=[\w-]+/.exec(mail.text)![0]
    const theirs = await browser.newContext()
    const invited = await theirs.newPage()
    await invited.goto(link)
    await expect(invited.locator('html')).toHaveAttribute('dir', 'rtl')
    expect(await axe(invited)).toEqual([])
    await theirs.close()
  })
})

test.describe('the account page', () => {
  test('a member changes their password, then deletes their account', async ({ page }) => {
    const email = uniqueEmail('self')
    await register(page, email, 'first pass phrase')
    await logIn(page, email, 'first pass phrase')
    await expect(page).toHaveURL(/\/account$/)
    await page.getByLabel('Current password').fill('not my password')
    await page.getByLabel('New password', { exact: true }).fill('second pass phrase')
    await page.getByLabel('Confirm new password').fill('second pass phrase')
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('Your current password is not correct.')).toBeVisible()
    await page.getByLabel('Current password').fill('first pass phrase')
    await page.getByLabel('New password', { exact: true }).fill('second pass phrase')
    await page.getByLabel('Confirm new password').fill('second pass phrase')
    await page.getByRole('button', { name: 'Change password' }).click()
    // the account page loads no React (decision 085): the message is in the page, as a status
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible()
    await expect(page).toHaveURL(/\/account$/)

    await page.getByLabel('Your password').fill('second pass phrase')
    await page.getByRole('button', { name: 'Delete my account' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('status').filter({ hasText: 'Your account is deleted, with its e-mail address and password, and you are signed out.' })).toBeVisible()
    await logIn(page, email, 'second pass phrase')
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.')
  })
})

test.describe('login messages', () => {
  test('empty fields, wrong credentials, and the busy button', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email')
    await page.getByRole('button', { name: 'Log In' }).click()
    await expect(page.getByRole('alert')).toHaveText('Please enter both email and password.')
    // the page comes back with the message read first
    await expect(page.getByRole('alert')).toBeFocused()

    await page.getByLabel('Email').fill('nobody-here@e2e.test')
    await page.getByLabel('Password', { exact: true }).fill('not the password')
    // hold the page's check that the site can be reached, which comes before the post, so that
    // the busy state can be seen
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/robots.txt', async (route) => {
      await held
      await route.continue()
    })
    let posts = 0
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/login') posts++
    })
    await page.getByRole('button', { name: 'Log In' }).click()
    const busy = page.getByRole('button', { name: 'Logging in...' })
    await expect(busy).toBeVisible()
    await expect(busy).toBeDisabled()
    await expect(busy).toBeFocused()
    // a second press while the first is on its way posts nothing more
    await busy.click({ force: true })
    release()
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.')
    await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled()
    await expect(page.getByLabel('Email')).toHaveValue('nobody-here@e2e.test')
    expect(posts).toBe(1)
  })

  test('a network failure says so in the form and keeps what was typed', async ({ page, context }) => {
    await page.goto('/login')
    await page.getByLabel('Email').fill(ADMIN.email)
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Log In' }).click()
    await expect(page.getByRole('alert')).toHaveText('An error occurred. Please try again.')
    await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled()
    await expect(page.getByLabel('Email')).toHaveValue(ADMIN.email)
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(ADMIN.password)
    await expect(page).toHaveURL(/\/login$/)
    // back on line, the same press signs in
    await context.setOffline(false)
    await page.getByRole('button', { name: 'Log In' }).click()
    await expect(page).toHaveURL(/\/admin$/)
  })

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/login')
    const password = page.getByLabel('Password', { exact: true })
    await password.fill('peek a boo')
    await expect(password).toHaveAttribute('type', 'password')
    await page.getByRole('button', { name: 'Show password' }).click()
    await expect(password).toHaveAttribute('type', 'text')
    await page.getByRole('button', { name: 'Hide password' }).click()
    await expect(password).toHaveAttribute('type', 'password')
  })

  test('after 5 wrong passwords for one e-mail from this browser the 6th attempt is refused for 15 minutes', async ({ page }) => {
    const email = uniqueEmail('locked')
    await register(page, email, 'the real password')
    await page.goto('/login')
    for (let i = 1; i <= 5; i++) {
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Password', { exact: true }).fill(`wrong guess ${i}`)
      // the page comes back with the same message each time: wait for the answer to this attempt
      await Promise.all([
        page.waitForResponse(isLoginPost),
        page.getByRole('button', { name: 'Log In' }).click(),
      ])
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password.')
    }
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('the real password')
    const [response] = await Promise.all([
      page.waitForResponse(isLoginPost),
      page.getByRole('button', { name: 'Log In' }).click(),
    ])
    expect(response.status()).toBe(429)
    expect(Number(response.headers()['retry-after'])).toBeGreaterThan(14 * 60)
    await expect(page.getByRole('alert')).toHaveText(/Too many unsuccessful attempts/)
    await expect(page).toHaveURL(/\/login/)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the login form works and shows its messages', async ({ page }) => {
    await page.goto('/login')
    await page.getByRole('button', { name: 'Log In' }).click()
    await expect(page.getByText('Please enter both email and password.')).toBeVisible()
    await page.getByLabel('Email').fill(ADMIN.email)
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Log In' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { name: 'Welcome to admin panel' })).toBeVisible()
  })

  test('registering shows Successfully Registered in the page', async ({ page }) => {
    await register(page, uniqueEmail('no-js'), 'tea in the garden')
    await expect(page.getByRole('status')).toHaveText('Successfully Registered')
  })
})

test.describe('old admin addresses', () => {
  test('lead into the back office in any letter case', async ({ page }) => {
    await logIn(page, ADMIN.email, ADMIN.password)
    await expect(page).toHaveURL(/\/admin$/)
    for (const legacy of ['/home', '/contactlist', '/editteam/3', '/gallerycategoryDetail/2', '/BlogDetailA/1', '/payment']) {
      await page.goto(legacy)
      await expect(page, legacy).toHaveURL(/\/admin(\/|$)/)
    }
  })
})

test.describe('accessibility', () => {
  test('axe finds nothing on the login, register, account and admin pages', async ({ page, axe }) => {
    for (const path of ['/login', '/register']) {
      await page.goto(path)
      expect(await axe(), path).toEqual([])
    }
    await page.goto('/login')
    await page.getByRole('button', { name: 'Log In' }).click()
    await expect(page.getByRole('alert')).not.toBeEmpty()
    expect(await axe(), 'login with an error').toEqual([])

    const email = uniqueEmail('axe')
    await register(page, email, 'quiet morning tea')
    await logIn(page, email, 'quiet morning tea')
    await expect(page).toHaveURL(/\/account$/)
    expect(await axe(), '/account').toEqual([])
    await page.getByRole('button', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/login$/)

    await logIn(page, ADMIN.email, ADMIN.password)
    await expect(page).toHaveURL(/\/admin$/)
    expect(await axe(), '/admin').toEqual([])
    await page.goto('/admin/users')
    expect(await axe(), '/admin/users').toEqual([])
  })
})
