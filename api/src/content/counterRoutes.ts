import type {
  ApiError,
  IdParams,
  LikeResponse,
  PlayResponse,
  ViewResponse,
} from '@btb/shared-contract';
import {
  IdParamsSchema,
  LikeResponseSchema,
  PlayResponseSchema,
  ViewResponseSchema,
} from '@btb/shared-contract/schemas';
import type { ApiPlugin } from '../app/apiDeps';
import { withErrors } from '../app/schemas';
import type { SongCounter } from '../cache/responseCache';
import { clientIdLimit, limitRequests } from '../security/rateLimits';
import { counterClient, hasClientId } from './counterClient';

/** SPEC's play cooldown, now also kept by the server. */
export const playCooldownSeconds = 120;

/**
 * The write of each counter; `$1` is the song, `$2`/`$3` the client's keys (likes, plays). Each is one statement
 * ending in `UPDATE … SET x = x + 1`, so concurrent requests never lose an increment. A like counts
 * once per client ever, a play once per client and song per cooldown; a repeat changes nothing.
 */
const counted = (column: string, remember: string) => `
  WITH song AS (SELECT id FROM songs WHERE id = $1),
  remembered AS (${remember})
  UPDATE songs SET ${column} = ${column} + 1
  WHERE id = $1 AND EXISTS (SELECT 1 FROM remembered)
  RETURNING ${column} AS value`;

const clientKeys = `SELECT DISTINCT k FROM (VALUES ($2::text), ($3::text)) AS keys (k)`;

const writes: Record<SongCounter, string> = {
  // SPEC counts every view; views are not part of the inflation the client keys guard against.
  views: `UPDATE songs SET views = views + 1 WHERE id = $1 RETURNING views AS value`,
  likes: counted(
    'likes',
    `INSERT INTO song_likes (client_key, song_id)
     SELECT k, song.id FROM song, (${clientKeys}) AS keys
     WHERE NOT EXISTS (SELECT 1 FROM song_likes WHERE song_id = $1 AND client_key IN ($2, $3))
     ON CONFLICT DO NOTHING RETURNING 1`,
  ),
  plays: counted(
    'plays',
    `INSERT INTO song_plays (client_key, song_id)
     SELECT k, song.id FROM song, (${clientKeys}) AS keys
     WHERE NOT EXISTS (
       SELECT 1 FROM song_plays WHERE song_id = $1 AND client_key IN ($2, $3)
         AND played_at > now() - make_interval(secs => ${playCooldownSeconds}))
     ON CONFLICT (client_key, song_id) DO UPDATE SET played_at = now()
       WHERE song_plays.played_at <= now() - make_interval(secs => ${playCooldownSeconds})
     RETURNING 1`,
  ),
};

const counters = [
  { path: 'view', field: 'views', response: ViewResponseSchema },
  { path: 'play', field: 'plays', response: PlayResponseSchema },
  { path: 'like', field: 'likes', response: LikeResponseSchema },
] as const satisfies { path: string; field: SongCounter; response: object }[];

type CounterReply = ViewResponse | PlayResponse | LikeResponse | ApiError;

/**
 * View, play and like counters; the answer is the song's count after the request. A change is
 * written into every cached response showing the song (never a cleared cache).
 */
export const counterRoutes: ApiPlugin = async (app, { db, config, responseCache }) => {
  const clientIds = limitRequests(
    app,
    [{ name: 'client-ids', ...clientIdLimit, key: (request) => request.ip }],
    { message: 'Too many new visitors from your network. Please try again later.' },
    (request) => !hasClientId(request, config),
  );

  for (const counter of counters) {
    app.post<{ Params: IdParams; Reply: CounterReply }>(
      `/content/:id/${counter.path}`,
      {
        preHandler: counter.field === 'views' ? undefined : clientIds,
        schema: {
          params: IdParamsSchema,
          response: withErrors(counter.response),
        },
      },
      async (request, reply) => {
        const songId = request.params.id;
        const params =
          counter.field === 'views'
            ? [songId]
            : [songId, ...counterClient(request, reply, config).keys];
        const rows = await db.query<{ value: number }>(writes[counter.field], params);
        let value = rows[0]?.value;
        if (value === undefined) {
          // Not counted (a repeat) or no such song: answer the count as it stands.
          const current = await db.query<{ value: number }>(
            `SELECT ${counter.field} AS value FROM songs WHERE id = $1`,
            [songId],
          );
          value = current[0]?.value;
          if (value === undefined) return reply.code(404).send({ message: 'Song not found' });
        } else {
          responseCache.updateSongCount(songId, counter.field, value);
        }
        const answer: Record<string, number> = { [counter.field]: value };
        return answer as unknown as CounterReply;
      },
    );
  }
};
