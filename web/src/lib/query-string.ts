/**
 * jQuery-style parameter serialisation (`$.param`), which the API's `qs` parser reads back:
 * nested objects as `a[b]=c`, arrays as `a[]=x&a[]=y` (arrays of objects keep their index:
 * `a[0][b]=c`). `null`/`undefined` values are left out. Written here instead of pulling `qs` and
 * its polyfills into the first download.
 */
export function toQueryString(params: Record<string, unknown>): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => add(item !== null && typeof item === 'object' ? `${key}[${index}]` : `${key}[]`, item));
      return;
    }
    if (value instanceof Date) {
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(value.toISOString())}`);
      return;
    }
    if (typeof value === 'object') {
      for (const [child, childValue] of Object.entries(value as Record<string, unknown>)) add(`${key}[${child}]`, childValue);
      return;
    }
    pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return pairs.join('&');
}
