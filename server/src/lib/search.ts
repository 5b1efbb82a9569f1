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
export const plainKeyOf = (columnName: string) => sql.raw(`translate(lower("${columnName}"), '${ACCENTED}', '${PLAIN}')`);

/** `%` and `_` typed by a person are literal characters, not wildcards. */
export const containsPattern = (text: string) => `%${textKey(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
