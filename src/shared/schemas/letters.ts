/**
 * Letters of Authorization (issue 13 item 4): the public verification's input and answer. Any
 * string that is not a well-formed, correctly signed code of an issued letter answers 'unknown';
 * only NUL bytes and absurd lengths are refused at validation (400).
 */
import { z } from 'zod'
import type { CoveredMarketplace } from '../authorizations.ts'
import { LETTER_CODE_MAX_LENGTH, type LetterResult } from '../letters-texts.ts'
import { text, uuid } from './common.ts'

export const letterCodeParams = z.object({ code: text(LETTER_CODE_MAX_LENGTH) })

export const letterBrandParams = z.object({ brandId: uuid })

/** What the letter states, as issued: the page shows this and nothing else. */
export interface IssuedLetter {
  brandName: string
  licensee: string
  marketplaces: CoveredMarketplace[]
  startsAt: string
  endsAt: string | null
  issuedAt: string
}

export interface LetterVerification {
  result: LetterResult
  /** When it stopped being valid (suspended, revoked, expired, superseded). */
  since?: string
  /** Absent for 'unknown'. */
  letter?: IssuedLetter
}
