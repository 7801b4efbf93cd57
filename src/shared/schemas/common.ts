import { z } from 'zod'
import { EMAIL_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH, TEXT_MAX_LENGTH } from '../constants.ts'

/** PostgreSQL refuses NUL bytes in text, so every text input is checked for them first. */
export const NO_NUL_MESSAGE = 'Text must not contain NUL characters'
const hasNoNul = (value: string) => !value.includes('\u0000')

/** A bounded text field without NUL bytes; `max` keeps a 1 MB string out. */
export function text(max: number = SHORT_TEXT_MAX_LENGTH, requiredMessage?: string) {
  return z
    .string(requiredMessage ? { error: requiredMessage } : undefined)
    .max(max, `Must be at most ${max} characters`)
    .refine(hasNoNul, NO_NUL_MESSAGE)
}

export function longText(max: number = TEXT_MAX_LENGTH) {
  return text(max)
}

export function email(message = 'Please enter a valid email address') {
  return z
    .string({ error: message })
    .trim()
    .max(EMAIL_MAX_LENGTH, message)
    .refine(hasNoNul, message)
    .pipe(z.email(message))
}

export const uuid = z.uuid()
