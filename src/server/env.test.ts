import { describe, expect, test } from 'vitest'
import { parseEnv } from './env.ts'

const SECRET = 'x'.repeat(32)

describe('parseEnv', () => {
  test('an empty environment gives working laptop defaults', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      MAIL_FROM: 'Marketplace <no-reply@localhost>',
      demoMode: true,
      trustProxy: false,
      appUrl: 'http://localhost:3000',
    })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.AUTH_SECRET).toBeUndefined()
    expect(env.SMTP_URL).toBeUndefined()
  })

  test('the app URL follows PORT and loses a trailing slash', () => {
    expect(parseEnv({ PORT: '8080' }).appUrl).toBe('http://localhost:8080')
    expect(parseEnv({ APP_URL: 'https://shop.example.com/' }).appUrl).toBe(
      'https://shop.example.com',
    )
  })

  test('production without AUTH_SECRET refuses to start', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      'AUTH_SECRET (at least 32 characters) is required when NODE_ENV=production',
    )
  })

  test('production refuses connections to base URLs of their own, and allows them elsewhere', () => {
    const secret = 'x'.repeat(32)
    expect(() =>
      parseEnv({ NODE_ENV: 'production', AUTH_SECRET: secret, MONITORING_BASE_URLS: 'allow' }),
    ).toThrow('MONITORING_BASE_URLS=allow is for test servers')
    expect(parseEnv({ NODE_ENV: 'production', AUTH_SECRET: secret }).MONITORING_BASE_URLS).toBe(
      undefined,
    )
    expect(parseEnv({ MONITORING_BASE_URLS: 'allow' }).MONITORING_BASE_URLS).toBe('allow')
  })

  test('a short AUTH_SECRET is refused, naming the variable', () => {
    expect(() => parseEnv({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/)
  })

  test('demo mode is on by default only for the embedded database outside production', () => {
    expect(parseEnv({ NODE_ENV: 'production', AUTH_SECRET: SECRET }).demoMode).toBe(false)
    expect(parseEnv({ NODE_ENV: 'development' }).demoMode).toBe(true)
    expect(parseEnv({ NODE_ENV: 'test' }).demoMode).toBe(true)
    expect(parseEnv({ DEMO_MODE: 'false' }).demoMode).toBe(false)
    expect(parseEnv({ DEMO_MODE: '0' }).demoMode).toBe(false)
    expect(parseEnv({ DEMO_MODE: '' }).demoMode).toBe(true)
  })

  test('a PostgreSQL server is never in demo mode unless DEMO_MODE=true says so', () => {
    const DATABASE_URL = 'postgres://app@db.example.com/marketplace'
    expect(parseEnv({ DATABASE_URL }).demoMode).toBe(false)
    expect(parseEnv({ DATABASE_URL, NODE_ENV: 'development' }).demoMode).toBe(false)
    expect(parseEnv({ DATABASE_URL, DEMO_MODE: '' }).demoMode).toBe(false)
    expect(parseEnv({ DATABASE_URL, DEMO_MODE: 'true' }).demoMode).toBe(true)
    expect(
      parseEnv({ DATABASE_URL, NODE_ENV: 'production', AUTH_SECRET: SECRET, DEMO_MODE: '1' })
        .demoMode,
    ).toBe(true)
  })

  test('TRUST_PROXY is off unless set', () => {
    expect(parseEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(parseEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(true)
    expect(parseEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
  })

  test('trusted origins are the app URL and its loopback twin', () => {
    expect(parseEnv({ APP_URL: 'http://localhost:3000' }).trustedOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ])
    expect(parseEnv({ APP_URL: 'http://127.0.0.1:4000/' }).trustedOrigins).toEqual([
      'http://127.0.0.1:4000',
      'http://localhost:4000',
    ])
    expect(parseEnv({}).trustedOrigins).toContain('http://127.0.0.1:3000')
  })

  test('a public host has no twin', () => {
    expect(
      parseEnv({ APP_URL: 'https://shop.example.com', AUTH_SECRET: SECRET }).trustedOrigins,
    ).toEqual(['https://shop.example.com'])
  })

  test('invalid values are refused with every problem listed', () => {
    let message = ''
    try {
      parseEnv({ PORT: 'eighty', TRUST_PROXY: 'yes', APP_URL: 'not a url' })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(/^Invalid environment configuration:/)
    expect(message).toContain('PORT')
    expect(message).toContain('TRUST_PROXY')
    expect(message).toContain('APP_URL')
  })

  test('ADMIN_NOTIFICATION_EMAIL takes one or more addresses; blank is unset', () => {
    expect(parseEnv({}).ADMIN_NOTIFICATION_EMAIL).toBeUndefined()
    expect(parseEnv({ ADMIN_NOTIFICATION_EMAIL: '  ' }).ADMIN_NOTIFICATION_EMAIL).toBeUndefined()
    expect(
      parseEnv({ ADMIN_NOTIFICATION_EMAIL: ' ops@example.com, sales@example.com ' })
        .ADMIN_NOTIFICATION_EMAIL,
    ).toBe('ops@example.com, sales@example.com')
    expect(() => parseEnv({ ADMIN_NOTIFICATION_EMAIL: 'ops@example.com, nope' })).toThrow(
      /ADMIN_NOTIFICATION_EMAIL/,
    )
  })
})
