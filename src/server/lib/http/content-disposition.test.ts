import { expect, test } from 'vitest'
import { attachmentDisposition } from './content-disposition.ts'

test('a plain name', () => {
  expect(attachmentDisposition('list.csv')).toBe(
    `attachment; filename="list.csv"; filename*=UTF-8''list.csv`,
  )
})

test('quotes, line breaks and non-ASCII cannot break the header', () => {
  const header = attachmentDisposition('Café "Q"\r\nX-Evil: 1 (it\'s).pdf')
  expect(header).not.toMatch(/[\r\n]/)
  expect(header).toBe(
    `attachment; filename="Caf_ _Q___X-Evil: 1 (it's).pdf"; filename*=UTF-8''Caf%C3%A9%20%22Q%22%0D%0AX-Evil%3A%201%20%28it%27s%29.pdf`,
  )
})
