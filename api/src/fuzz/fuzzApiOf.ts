import { fieldNamesOf, operationsOf } from '../app/openApi';
import type { FuzzApi } from '../testing/fuzzRequests';
import type { FuzzTarget } from './fuzzTarget';

/**
 * What to fuzz, all from the target's `/api/openapi.json` (made from the registered routes): every
 * operation, and the query parameters and body fields they accept.
 */
export async function fuzzApiOf(target: FuzzTarget): Promise<FuzzApi> {
  const answer = await target({ method: 'GET', url: '/api/openapi.json', headers: {} });
  const document = answer.status === 200 ? JSON.parse(answer.body) : {};
  const routes = operationsOf(document);
  if (routes.length === 0) throw new Error(`no routes from /api/openapi.json (${answer.status})`);
  const fields = fieldNamesOf(document);
  return { routes, queryKeys: fields.query, fieldNames: fields.body };
}
