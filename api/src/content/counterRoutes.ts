import type { ApiError, LikeResponse, PlayResponse, ViewResponse } from '@btb/shared-contract';
import type { ApiPlugin } from '../app/apiDeps';
import { idSchema, withErrors } from '../app/schemas';

const counters = [
  { path: 'view', column: 'views', field: 'views' },
  { path: 'play', column: 'plays', field: 'plays' },
  { path: 'like', column: 'likes', field: 'likes' },
] as const;

type CounterReply = ViewResponse | PlayResponse | LikeResponse | ApiError;

/**
 * View, play and like counters. Each is one `UPDATE … SET x = x + 1 RETURNING x`, so concurrent
 * requests never lose an increment, and the answer is the new count.
 */
export const counterRoutes: ApiPlugin = async (app, { db, responseCache }) => {
  for (const counter of counters) {
    app.post<{ Params: { id: number }; Reply: CounterReply }>(
      `/content/:id/${counter.path}`,
      {
        schema: {
          params: { type: 'object', required: ['id'], properties: { id: idSchema } },
          response: withErrors({
            type: 'object',
            required: [counter.field],
            properties: { [counter.field]: { type: 'integer' } },
          }),
        },
      },
      async (request, reply) => {
        const rows = await db.query<{ value: number }>(
          `UPDATE songs SET ${counter.column} = ${counter.column} + 1 WHERE id = $1 RETURNING ${counter.column} AS value`,
          [request.params.id],
        );
        const row = rows[0];
        if (!row) return reply.code(404).send({ message: 'Song not found' });
        // Cached lists show these counts. A view or play changes only the lists showing this
        // song; a like can also move it into or within any list, as lists are sorted by likes.
        if (counter.path === 'like') responseCache.clear();
        else responseCache.invalidateSong(request.params.id);
        const answer: Record<string, number> = { [counter.field]: row.value };
        return answer as unknown as CounterReply;
      },
    );
  }
};
