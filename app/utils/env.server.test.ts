import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from './env.server'

function problemsOf(source: Record<string, string>) {
  try {
    parseEnv(source)
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError)
    return (error as EnvError).message
  }
  throw new Error('expected the environment to be refused')
}

describe('parseEnv', () => {
  it('gives the contract defaults on an empty environment', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', DEMO_CONTENT: true, TRUST_PROXY: false })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.HOST).toBeUndefined()
  })

  it('reads the values it is given', () => {
    const env = parseEnv({
      PORT: '8080',
      DATA_DIR: '/srv/site',
      DATABASE_URL: 'postgres://u@db:5432/site',
      DEMO_CONTENT: 'off',
      ADMIN_EMAIL: 'staff@example.org',
      ADMIN_PASSWORD: 'a long enough password',
      SESSION_SECRET: 'x'.repeat(32),
    })
    expect(env).toMatchObject({ PORT: 8080, DATA_DIR: '/srv/site', DEMO_CONTENT: false, ADMIN_EMAIL: 'staff@example.org' })
  })

  it('treats empty strings as unset', () => {
    const env = parseEnv({ DATABASE_URL: '', PORT: '' })
    expect(env.PORT).toBe(3000)
    expect(env.DATABASE_URL).toBeUndefined()
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DEMO_CONTENT: 'maybe' }, 'DEMO_CONTENT'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ LOG_FORMAT: 'xml' }, 'LOG_FORMAT'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long enough password' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'a@example.org', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'a@example.org' }, 'ADMIN_PASSWORD'],
  ])('refuses %o naming %s', (source, name) => {
    expect(problemsOf(source)).toContain(name)
  })

  it('takes SMTP_URL as an smtp:// or smtps:// URL and MAIL_FROM as an address with or without a name', () => {
    expect(parseEnv({ SMTP_URL: 'smtp://user:pass@mail.example.org:587' }).SMTP_URL).toBe('smtp://user:pass@mail.example.org:587')
    expect(parseEnv({ SMTP_URL: 'smtps://mail.example.org:465' }).SMTP_URL).toBe('smtps://mail.example.org:465')
    expect(problemsOf({ SMTP_URL: 'http://mail.example.org' })).toContain('SMTP_URL: must be an smtp:// or smtps:// URL')
    expect(problemsOf({ SMTP_URL: 'mail.example.org:587' })).toContain('SMTP_URL: must be an smtp:// or smtps:// URL')
    expect(parseEnv({ MAIL_FROM: 'info@example.org' }).MAIL_FROM).toBe('info@example.org')
    expect(parseEnv({ MAIL_FROM: 'Sahara Society <info@example.org>' }).MAIL_FROM).toBe('Sahara Society <info@example.org>')
    expect(problemsOf({ MAIL_FROM: 'Sahara Society' })).toContain('MAIL_FROM: must be an e-mail address, or a name and an address')
    expect(problemsOf({ MAIL_FROM: 'Sahara <not an address>' })).toContain('MAIL_FROM: must be an e-mail address')
  })

  // issue 36 item 6.1: `on` trusted every hop, so a visitor's own X-Forwarded-For entry became their address
  it('takes TRUST_PROXY as off, a number of proxies (on is one) or the proxies\' addresses, never as "trust every hop"', () => {
    for (const off of ['off', 'false', '0', 'OFF']) expect(parseEnv({ TRUST_PROXY: off }).TRUST_PROXY).toBe(false)
    for (const on of ['on', 'true', 'On', '1']) expect(parseEnv({ TRUST_PROXY: on }).TRUST_PROXY).toBe(1)
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(parseEnv({ TRUST_PROXY: '10.0.0.2' }).TRUST_PROXY).toEqual(['10.0.0.2'])
    expect(parseEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8, fd00::/8, ::1' }).TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8', 'fd00::/8', '::1'])
    for (const wrong of ['yes', '11', '-1', '10.0.0.300', '10.0.0.0/33', 'fd00::/129', '10.0.0.1/8/8', 'proxy.example', '10.0.0.2,']) {
      expect(problemsOf({ TRUST_PROXY: wrong })).toContain('TRUST_PROXY: must be off, on (one proxy)')
    }
  })

  it('takes SITE_URL as an origin, and defaults it to localhost on the port', () => {
    expect(parseEnv({})).toMatchObject({ SITE_URL: 'http://localhost:3000', SITE_URL_SET: false })
    expect(parseEnv({ PORT: '8080' }).SITE_URL).toBe('http://localhost:8080')
    expect(parseEnv({ SITE_URL: 'https://Charity.Example/' })).toMatchObject({ SITE_URL: 'https://charity.example', SITE_URL_SET: true })
    expect(parseEnv({ SITE_URL: 'http://charity.example:8443' }).SITE_URL).toBe('http://charity.example:8443')
  })

  it.each(['charity.example', 'ftp://charity.example', 'https://charity.example/path', 'https://charity.example/?q=1', 'https://user:pw@charity.example', 'https://charity.example/#top'])(
    'refuses SITE_URL=%s',
    (value) => {
      expect(problemsOf({ SITE_URL: value })).toContain('SITE_URL')
    },
  )
})
