/** SQL that renders a timestamptz as ISO 8601 in UTC, identical on both drivers. */
export function isoTimestamp(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** SQL that renders a timestamptz as its UTC day, `YYYY-MM-DD` (W3C date form). */
export function utcDay(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
}
