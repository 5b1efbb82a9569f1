import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { textKey } from '@tintero/domain';

/**
 * Text searches compare lowercase and without accents, alike on every database collation (PGlite
 * sorts bytes): "ácido" sorts with the a's and "carton" finds "Cartón".
 */
const ACCENTED = 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc';

/** A column lowercased and without accents (the domain's `textKey` in SQL), to compare with `containsPattern` or to sort by. */
export const plainKey = (column: PgColumn | SQL) => sql<string>`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;

/**
 * `plainKey` of a column as literal SQL, for a stored generated column that an index can serve
 * (`supplies.name_key`): the same text, with the character lists written in rather than bound.
 */
const plainKeyText = (columnName: string) => `translate(lower("${columnName}"), '${ACCENTED}', '${PLAIN}')`;
export const plainKeyOf = (columnName: string) => sql.raw(plainKeyText(columnName));

/**
 * Names in natural order ("Máquina 2" before "Máquina 10", issue 22 item 13): the plain key with
 * every run of digits zero-padded by the database's `natural_sort_key` (migration 0016), compared
 * byte by byte (COLLATE "C"). `naturalOrderOf` is the same as literal SQL for a stored column.
 */
export const naturalOrder = (column: PgColumn | SQL) => sql<string>`(natural_sort_key(${plainKey(column)}) COLLATE "C")`;
export const naturalOrderOf = (columnName: string) => sql.raw(`natural_sort_key(${plainKeyText(columnName)})`);

/** `%` and `_` typed by a person are literal characters, not wildcards. */
export const containsPattern = (text: string) => `%${textKey(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
