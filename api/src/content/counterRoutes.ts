import type {
  ApiError,
  IdParams,
  LikeResponse,
  NotCounted,
  PlayResponse,
  ViewResponse,
} from '@btb/shared-contract';
import {
  IdParamsSchema,
  LikeResponseSchema,
  PlayResponseSchema,
  ViewResponseSchema,
} from '@btb/shared-contract/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiPlugin } from '../app/apiDeps';
import { withErrors } from '../app/schemas';
import type { SongCounter } from '../cache/responseCache';
import type { SqlParam } from '@btb/database';
import { countBudget, type CountedField } from './countBudget';
import { counterClientKey } from './counterClient';
import { counterStates, counterWrites } from './counterWrites';

const counters = [
  { path: 'view', field: 'views', response: ViewResponseSchema },
  { path: 'play', field: 'plays', response: PlayResponseSchema },
  { path: 'like', field: 'likes', response: LikeResponseSchema },
] as const satisfies { path: string; field: SongCounter; response: object }[];

type CounterReply = ViewResponse | PlayResponse | LikeResponse | ApiError;

/** What a counter answers: the song's count after the request, and why it was not counted. */
interface Counted {
  value: number;
  notCounted?: NotCounted;
}

/**
 * View, play and like counters; the answer is the song's count after the request. A like or play
 * is never refused: a repeat answers the count as it stands, and one past the day's allowance of
 * its address or account (`countBudget.ts`) says so in `notCounted`. A change is written into every
 * cached response showing the song (never a cleared cache).
 */
export const counterRoutes: ApiPlugin = async (app, { db, config, responseCache }) => {
  const budget = countBudget(app, db);

  const write = async (field: SongCounter, params: SqlParam[]): Promise<number | undefined> =>
    (await db.query<{ value: number }>(counterWrites[field], params))[0]?.value;

  const current = async (field: SongCounter, songId: number) =>
    (
      await db.query<{ value: number }>(`SELECT ${field} AS value FROM songs WHERE id = $1`, [
        songId,
      ])
    )[0]?.value;

  /** A like or play: counted if it is the client's first (per cooldown) and within the allowance. */
  async function countOnce(
    request: FastifyRequest,
    reply: FastifyReply,
    field: CountedField,
    songId: number,
  ): Promise<Counted | null> {
    const key = counterClientKey(request, reply, config);
    const [state] = await db.query<{ value: number; already: boolean }>(counterStates[field], [
      songId,
      key,
    ]);
    if (!state) return null;
    if (state.already) return { value: state.value };
    const notCounted = await budget(request, field, songId);
    if (notCounted) return { value: state.value, notCounted };
    const value = await write(field, [songId, key]);
    if (value === undefined) return { value: (await current(field, songId)) ?? state.value };
    responseCache.updateSongCount(songId, field, value);
    return { value };
  }

  async function countView(songId: number): Promise<Counted | null> {
    const value = await write('views', [songId]);
    if (value === undefined) return null;
    responseCache.updateSongCount(songId, 'views', value);
    return { value };
  }

  for (const counter of counters) {
    app.post<{ Params: IdParams; Reply: CounterReply }>(
      `/content/:id/${counter.path}`,
      { schema: { params: IdParamsSchema, response: withErrors(counter.response) } },
      async (request, reply) => {
        const songId = request.params.id;
        const result =
          counter.field === 'views'
            ? await countView(songId)
            : await countOnce(request, reply, counter.field, songId);
        if (!result) return reply.code(404).send({ message: 'Song not found' });
        const answer: Record<string, number | string> = { [counter.field]: result.value };
        if (result.notCounted) answer.notCounted = result.notCounted;
        return answer as unknown as CounterReply;
      },
    );
  }
};
