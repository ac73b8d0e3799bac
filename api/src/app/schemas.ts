import { ApiErrorSchema } from '@btb/shared-contract/schemas';

/** How the routes put the contract's schemas (`@btb/shared-contract/schemas`) to use. */

export const errorSchema = ApiErrorSchema;

/** A route's responses: `ok` for 200, the API's `{message}` for every error. */
export const withErrors = <T extends object>(ok: T) => ({
  200: ok,
  '4xx': errorSchema,
  '5xx': errorSchema,
});
