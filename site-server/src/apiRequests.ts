/** Whether a request path belongs to the API (`/api`, `/api/…`, `/api?…`), whatever its method. */
export function isApiPath(url: string | undefined): boolean {
  return url !== undefined && /^\/api(?:[/?#]|$)/.test(url);
}
