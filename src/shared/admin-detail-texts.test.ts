import { expect, test } from 'vitest'
import { ADMIN_DETAIL_PATHS, formatFileSize, mailKindLabel } from './admin-detail-texts.ts'

test('mail kinds in plain words: the applicant’s known ones, any other spelled out', () => {
  expect(mailKindLabel('reseller_application_confirmation')).toBe('Application received')
  expect(mailKindLabel('reseller_reject')).toBe('Application rejected')
  expect(mailKindLabel('brand_entry_change_decided')).toBe('Brand entry change decided')
  expect(mailKindLabel('')).toBe('')
})

test('file sizes in bytes, KB and MB', () => {
  expect(formatFileSize(512)).toBe('512 bytes')
  expect(formatFileSize(2048)).toBe('2.0 KB')
  expect(formatFileSize(10 * 1024 * 1024)).toBe('10.0 MB')
})

test('the detail paths encode the id, so a strange one cannot leave its segment', () => {
  expect(ADMIN_DETAIL_PATHS.user('a/b?c')).toBe('/admin/dashboard/user-management/a%2Fb%3Fc')
  expect(ADMIN_DETAIL_PATHS.brandApi('x')).toBe('/api/admin/brands/x')
})
