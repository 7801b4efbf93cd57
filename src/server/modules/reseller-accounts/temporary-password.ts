import { randomInt } from 'node:crypto'
import { TEMP_PASSWORD_ALPHABET, TEMP_PASSWORD_LENGTH } from '#shared/constants.ts'

/**
 * A temporary password (001 §9): 10 characters from letters, digits and !@#$%^&*, each drawn
 * uniformly with the operating system's random source (randomInt has no modulo bias).
 */
export function generateTemporaryPassword(): string {
  let password = ''
  for (let i = 0; i < TEMP_PASSWORD_LENGTH; i += 1) {
    password += TEMP_PASSWORD_ALPHABET[randomInt(TEMP_PASSWORD_ALPHABET.length)]
  }
  return password
}

/** The typed password, or a generated one when the admin left the field empty. */
export function chooseTemporaryPassword(typed: string | undefined): string {
  return typed ? typed : generateTemporaryPassword()
}
