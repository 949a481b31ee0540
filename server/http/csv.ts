import Papa from 'papaparse';

/**
 * The shop's one CSV convention for every spreadsheet it hands the owner (issue 41: the promo
 * codes used ',' where the catalogue used ';'): a BOM so spreadsheet programs read the accents
 * as UTF-8, ';' by default (what a Spanish-language spreadsheet opens in columns; ',' on request
 * where the screen offers it), CRLF lines with a final one, and cells that start like a formula
 * neutralised.
 */
export type CsvSeparator = ';' | ',';
export const CSV_DEFAULT_SEPARATOR: CsvSeparator = ';';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

export function toCsv(
  fields: readonly string[],
  rows: readonly (readonly unknown[])[],
  separator: CsvSeparator = CSV_DEFAULT_SEPARATOR,
): string {
  const body = Papa.unparse(
    { fields: [...fields], data: rows.map((r) => [...r]) },
    { delimiter: separator, newline: '\r\n', escapeFormulae: true },
  );
  return `\uFEFF${body}\r\n`;
}
