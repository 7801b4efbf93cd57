import { describe, expect, test } from 'vitest'
import {
  addressesIn,
  htmlToText,
  parseHeaderBlock,
  parseMessageId,
  parseRawMessage,
  stripQuotedReply,
  threadIdCandidates,
} from './parse-email.ts'

describe('addressesIn', () => {
  test('finds every address, lower-cased and once', () => {
    expect(addressesIn('"Doe, Pat" <Pat@Example.com>, b@y.co; pat@example.com')).toEqual([
      'pat@example.com',
      'b@y.co',
    ])
    expect(addressesIn('no address here')).toEqual([])
    expect(addressesIn('mailto:x@y.com. (reply+ab12@in.example.com)')).toEqual([
      'x@y.com',
      'reply+ab12@in.example.com',
    ])
  })

  test('a megabyte without separators is read in linear time, and is no address', () => {
    const started = performance.now()
    expect(addressesIn('x'.repeat(1024 * 1024))).toEqual([])
    expect(addressesIn(`${'x'.repeat(1024 * 1024)}@example.com`)).toEqual([])
    expect(addressesIn(`${'a@'.repeat(300_000)}b.com`)).toEqual([])
    // The single expression it replaces took about 6 s on the first of these.
    expect(performance.now() - started).toBeLessThan(1000)
  })
})

describe('threadIdCandidates', () => {
  test('plus-address first, then reply headers, then the subject token', () => {
    expect(
      threadIdCandidates({
        recipients: ['reply+plus123@in.example.com', 'other@example.com'],
        inReplyTo: '<reply+inreply1@in.example.com>',
        references: '<ref0001@a.example.com> <ref0002@b.example.com>',
        subject: 'Re: hi [thread:subj0001]',
      }),
    ).toEqual(['plus123', 'inreply1', 'ref0001', 'ref0002', 'subj0001'])
  })

  test('ids that are not valid thread ids are ignored', () => {
    expect(
      threadIdCandidates({ recipients: ['a+@x.com', 'b+x@x.com', 'c+../../etc@x.com'] }),
    ).toEqual([])
  })
})

describe('parseHeaderBlock', () => {
  test('unfolds continuation lines and keeps the first value', () => {
    expect(
      parseHeaderBlock('Subject: one\r\n two\r\nReferences: <a@x>\r\n\t<b@x>\r\nSubject: later'),
    ).toEqual({ subject: 'one two', references: '<a@x> <b@x>' })
  })
})

describe('htmlToText', () => {
  test('drops scripts and tags, keeps line breaks, decodes entities', () => {
    expect(
      htmlToText('<p>Hi &amp; welcome</p><script>alert(1)</script><div>a<br>b &#x41;&#66;</div>'),
    ).toBe('Hi & welcome\na\nb AB')
  })
})

describe('stripQuotedReply', () => {
  test('drops the quote and its attribution line', () => {
    expect(stripQuotedReply('Sounds good.\n\nOn Tue, Pat wrote:\n> Shall we?\n> Yes')).toBe(
      'Sounds good.',
    )
  })
  test('keeps everything when only quotes would be left', () => {
    expect(stripQuotedReply('> only a quote')).toBe('> only a quote')
  })
})

describe('parseRawMessage', () => {
  test('reads the text/plain part of a multipart message, base64 decoded', () => {
    const raw = [
      'From: a@example.com',
      'Content-Type: multipart/alternative; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/html',
      '',
      '<p>HTML</p>',
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('Plain text ✓').toString('base64'),
      '--b1--',
    ].join('\r\n')
    const parsed = parseRawMessage(raw)
    expect(parsed.headers.from).toBe('a@example.com')
    expect(parsed.text.trim()).toBe('Plain text ✓')
  })
})

describe('parseMessageId', () => {
  test('one delivery, however its id is written, gives one key', () => {
    for (const value of [
      '<a.1@mx.example.com>',
      '  a.1@mx.example.com ',
      '< a.1@mx.example.com > (c)',
    ])
      expect(parseMessageId(value)).toEqual({ kind: 'id', id: 'a.1@mx.example.com' })
  })
  test('absent or empty is none; NUL, line breaks or over 998 characters are invalid', () => {
    expect(parseMessageId(undefined)).toEqual({ kind: 'none' })
    expect(parseMessageId(' <> ')).toEqual({ kind: 'none' })
    expect(parseMessageId('<a\u0000b@x>')).toEqual({ kind: 'invalid' })
    expect(parseMessageId('a\nb@x')).toEqual({ kind: 'invalid' })
    expect(parseMessageId(`<${'x'.repeat(999)}>`)).toEqual({ kind: 'invalid' })
    expect(parseMessageId(`<${'x'.repeat(998)}>`)).toEqual({ kind: 'id', id: 'x'.repeat(998) })
  })
})
