import { describe, expect, test } from 'vitest'
import { ENGAGEMENT_INTERACTIONS } from '#shared/email-preview-texts.ts'
import { renderEngagementMail } from './engagement-templates.ts'

const hostile = '<script>alert("x")</script> & \'Co\''

describe.each(ENGAGEMENT_INTERACTIONS)('%s', (interactionType) => {
  test('every value is escaped in the HTML', () => {
    const mail = renderEngagementMail({
      brandName: hostile,
      resellerCompany: `<img src=x onerror=alert(1)>`,
      interactionType,
      appUrl: 'https://market.example.com',
    })
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).not.toContain('<img')
    expect(mail.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;',
    )
    expect(mail.html).toContain('href="https://market.example.com/brand/dashboard/')
    expect(mail.text).toContain(hostile)
  })

  test('the subject is one bounded line', () => {
    const mail = renderEngagementMail({
      brandName: 'Brand\r\nBcc: victim@example.com',
      resellerCompany: `Reseller\n${'x'.repeat(300)}`,
      interactionType,
      appUrl: 'https://market.example.com',
    })
    expect(mail.subject).not.toMatch(/[\r\n]/)
    expect(mail.subject.length).toBeLessThanOrEqual(150)
  })
})

test('each interaction has its own subject', () => {
  const subjects = ENGAGEMENT_INTERACTIONS.map(
    (interactionType) =>
      renderEngagementMail({
        brandName: 'Northwind',
        resellerCompany: 'Prime Resale',
        interactionType,
        appUrl: 'http://localhost:3000',
      }).subject,
  )
  expect(new Set(subjects).size).toBe(ENGAGEMENT_INTERACTIONS.length)
  expect(subjects[1]).toBe('Prime Resale is now an authorized reseller of Northwind')
})
