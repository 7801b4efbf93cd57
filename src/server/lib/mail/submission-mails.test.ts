import { describe, expect, test } from 'vitest'
import { submissionMailStatus } from './submission-mails.ts'

const mail = (kind: string, status: string) => ({ kind: `brand_inquiry_${kind}`, status })

describe('what became of a submission’s mails (000 §7: the details mail decides)', () => {
  test('all delivered is sent; no SMTP is stored; none is unknown', () => {
    expect(
      submissionMailStatus([
        mail('admin_notification', 'sent'),
        mail('confirmation', 'sent'),
        mail('details', 'sent'),
      ]),
    ).toBe('sent')
    expect(submissionMailStatus([mail('confirmation', 'stored'), mail('details', 'stored')])).toBe(
      'stored',
    )
    expect(submissionMailStatus([])).toBeNull()
  })

  test('the details delivered but a notification given up is partial; still sending is queued', () => {
    expect(submissionMailStatus([mail('confirmation', 'dead'), mail('details', 'sent')])).toBe(
      'partial',
    )
    expect(submissionMailStatus([mail('confirmation', 'failed'), mail('details', 'sent')])).toBe(
      'partial',
    )
    expect(submissionMailStatus([mail('confirmation', 'queued'), mail('details', 'sent')])).toBe(
      'queued',
    )
  })

  test('failed only when every details mail failed; one still queued is queued', () => {
    expect(submissionMailStatus([mail('confirmation', 'sent'), mail('details', 'failed')])).toBe(
      'failed',
    )
    expect(
      submissionMailStatus([
        mail('details', 'failed'),
        mail('details', 'queued'),
        mail('confirmation', 'sent'),
      ]),
    ).toBe('queued')
    expect(submissionMailStatus([mail('details', 'dead'), mail('details', 'dead')])).toBe('failed')
  })
})
