/**
 * The text key: text as searches compare it and name sorts order it, lowercase, without accents
 * and without the spaces around it ("  Cartón " → "carton"). The server's SQL writes the same key
 * of a column (server/src/lib/search.ts `plainKey`: lower + the accented letters translated); the
 * web's tables search their rows with it, so a search finds alike on both ends.
 */
export const textKey = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

const NAME_COLLATOR = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });

/**
 * Names in natural order, accents and case aside: "Máquina 2" before "Máquina 10" (issue 22 item 13),
 * as the server sorts them (`natural_sort_key`, server/src/lib/search.ts naturalOrder).
 */
export const compareNames = (a: string, b: string): number => NAME_COLLATOR.compare(a, b);
