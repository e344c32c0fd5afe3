export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

/** `?a=1&b=x`, leaving out undefined and null values; '' when nothing is left. */
export function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Path segments from callers (ids) are encoded so an id can never change the route. */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}
