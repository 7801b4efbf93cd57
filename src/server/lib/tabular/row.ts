/**
 * What the tabular readers (CSV/TSV through readDelimited, XLSX through readXlsx) hand out: one
 * record at a time, in file order, with the number a person would look for in the file.
 */
export interface TabularRow {
  /**
   * Delimited text: the record's number in the file, the header being 1; a blank line (nothing,
   * or only spaces) is not handed out but keeps its number. XLSX: the row number the spreadsheet
   * shows (a row without a non-empty cell is not handed out either).
   */
  line: number
  /** The cells, at most the reader's maxColumns of them. */
  cells: string[]
  /**
   * Delimited text: the record's exact text as it was in the file (quotes, doubled quotes and
   * line breaks inside quoted fields as written; the line break that ends it left out), for
   * evidence. XLSX: the kept cells joined by tabs.
   */
  raw: string
  /** How many cells the record really had, those past maxColumns counted too. */
  columns: number
  /** Delimited text: the file ended inside this record's quoted field (always the last one). */
  unterminated: boolean
}
