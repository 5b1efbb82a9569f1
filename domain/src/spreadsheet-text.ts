/**
 * CSV and copied text as the workshop's spreadsheets read them (Spanish locale, issue 22 item 3),
 * written alike by the web's own tables and the server's streamed exports.
 */

/** Between CSV fields: a Spanish-locale spreadsheet splits on `;` (the comma is its decimal mark). */
export const CSV_DELIMITER = ';';

/** A figure as a Spanish-locale spreadsheet reads it: `1500,5`, no thousands mark. */
export const spreadsheetNumber = (value: number) => String(value).replace('.', ',');

/**
 * Text a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return)
 * written as text: a leading apostrophe. Figures are never passed here: `-5` stays a number.
 */
export const inertText = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/**
 * What a server-paged list's export writes (`format` of its `export_to_excel` route): a workbook,
 * CSV, or tab-separated text for "Copiar".
 */
export const TABLE_FORMATS = ['xlsx', 'csv', 'tsv'] as const;
export type TableFormat = (typeof TABLE_FORMATS)[number];
