/**
 * Reads the sample files beside the formats (samples/) as the import hands them over: a header
 * and data rows of text cells. For tests and demos only.
 */
import { readFileSync } from 'node:fs'
import { parse } from 'csv-parse/sync'

export const SAMPLE_FILES = [
  'amazon-all-listings.txt',
  'keepa-export.csv',
  'keepa-export-de.csv',
  'walmart-item-report.csv',
  'walmart-buy-box-report.csv',
] as const
export type SampleFile = (typeof SAMPLE_FILES)[number]

export function readSample(name: SampleFile): { header: string[]; rows: string[][] } {
  const text = readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8')
  // Amazon's reports are tab-delimited without quoting; the others are RFC 4180 CSV.
  const tabs = name.endsWith('.txt')
  const [header, ...rows] = parse(text, {
    delimiter: tabs ? '\t' : ',',
    quote: tabs ? null : '"',
    relax_column_count: true,
  }) as string[][]
  return { header: header!, rows }
}
