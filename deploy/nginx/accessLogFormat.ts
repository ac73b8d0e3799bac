/** One access log line: `accessLogFields` names its `|`-separated fields in order (uri last). */
export const accessLogFields = [
  'msec',
  'status',
  'request_time',
  'upstream_addr',
  'upstream_status',
  'upstream_response_time',
  'request_method',
  'uri',
] as const;

/** The nginx directives that log every request to `file` in that format (in `http` or `server`). */
export const accessLogDirectives = (file: string) =>
  `log_format btb '${accessLogFields.map((field) => `$${field}`).join('|')}';\naccess_log ${file} btb;`;

/** One process nginx tried for a request: its address, and how long it took (null: no answer). */
export interface UpstreamTry {
  address: string;
  seconds: number | null;
}

export interface AccessLogLine {
  /** When nginx logged it, epoch milliseconds. */
  at: number;
  status: number;
  requestSeconds: number;
  /** The processes tried in order (a retried request names several); none for a file nginx served. */
  tries: UpstreamTry[];
  upstreamStatus: string;
  method: string;
  uri: string;
}

const index = (field: (typeof accessLogFields)[number]) => accessLogFields.indexOf(field);

/** nginx lists one value per process tried, `, ` between, and `:` between internal redirects. */
const listed = (value: string) => value.split(/, | : /);

/** One line of the log as written by `accessLogDirectives`, or null for anything else. */
export function parseAccessLogLine(line: string): AccessLogLine | null {
  const parts = line.split('|');
  if (parts.length < accessLogFields.length) return null;
  const field = (name: (typeof accessLogFields)[number]) => parts[index(name)] as string;
  const at = Number(field('msec')) * 1000;
  if (!Number.isFinite(at)) return null;
  const addresses = field('upstream_addr') === '-' ? [] : listed(field('upstream_addr'));
  const times = listed(field('upstream_response_time'));
  return {
    at,
    status: Number(field('status')),
    requestSeconds: Number(field('request_time')),
    tries: addresses.map((address, i) => {
      const seconds = Number(times[i]);
      return { address, seconds: times[i] === '-' || !Number.isFinite(seconds) ? null : seconds };
    }),
    upstreamStatus: field('upstream_status'),
    method: field('request_method'),
    uri: parts.slice(index('uri')).join('|'),
  };
}
