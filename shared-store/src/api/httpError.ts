/** SPEC section 8: a failed response becomes "{status}: {body text or status text}". */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
    /** What the server's `Retry-After` asks (a 503 or 429), in seconds; see `retryAfter.ts`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'HttpError';
  }

  /** The server's `{message}` when the body is one, else undefined. */
  get serverMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed) {
        const { message } = parsed as { message: unknown };
        return typeof message === 'string' ? message : undefined;
      }
    } catch {
      // Not JSON: no server message.
    }
    return undefined;
  }
}
