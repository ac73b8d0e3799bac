import { operationsOf } from '../app/openApi';
import type { FuzzRoute } from '../testing/fuzzRequests';
import type { FuzzTarget } from './fuzzTarget';

/** The routes to fuzz: every operation the target's `/api/openapi.json` describes. */
export async function fuzzRoutesOf(target: FuzzTarget): Promise<FuzzRoute[]> {
  const answer = await target({ method: 'GET', url: '/api/openapi.json', headers: {} });
  const routes = answer.status === 200 ? operationsOf(JSON.parse(answer.body)) : [];
  if (routes.length === 0) throw new Error(`no routes from /api/openapi.json (${answer.status})`);
  return routes;
}
