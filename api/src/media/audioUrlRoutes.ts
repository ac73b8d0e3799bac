import type { ApiError, AudioQuery, AudioUrlResponse } from '@btb/shared-contract';
import type { ApiPlugin } from '../app/apiDeps';
import {
  AudioParamsSchema,
  AudioQuerySchema,
  AudioUrlResponseSchema,
  PodcastAudioParamsSchema,
} from '@btb/shared-contract/schemas';
import path from 'node:path';
import { withErrors } from '../app/schemas';
import { sessionUser } from '../auth/sessionCookie';
import { instrumentalNameOf } from './instrumentalName';
import { mediaFolders } from './mediaFolders';
import { mediaHolder } from './mediaHolder';
import { exists } from './writeFileAtomic';
import { signMediaUrl } from './signMediaUrl';

interface SongAudioRow {
  audio_name: string;
  preview_name: string | null;
  restricted: boolean;
}

/**
 * Hands out short-lived signed stream URLs (≤ 5 min), bound to the session that asked: another
 * browser, or this one after logout, gets 403. A restricted song gets its 20-second preview file
 * unless the session is premium, so copying the URL cannot lift the limit. `?part=instrumental`
 * hands out the backing without the voice of whichever file that is (the preview's is cut too).
 */
export const audioUrlRoutes: ApiPlugin = async (app, { db, config }) => {
  const expiry = () => Math.floor(Date.now() / 1000) + config.mediaUrlTtlSeconds;
  const audioFolder = mediaFolders(config.mediaDir).audio;

  app.get<{
    Params: { songId: number };
    Querystring: AudioQuery;
    Reply: AudioUrlResponse | ApiError;
  }>(
    '/audio/:songId',
    {
      schema: {
        params: AudioParamsSchema,
        querystring: AudioQuerySchema,
        response: withErrors(AudioUrlResponseSchema),
      },
    },
    async (request, reply) => {
      const rows = await db.query<SongAudioRow>(
        'SELECT audio_name, preview_name, restricted FROM songs WHERE id = $1',
        [request.params.songId],
      );
      const song = rows[0];
      if (!song) return reply.code(404).send({ message: 'Song not found' });
      let file = song.audio_name;
      if (song.restricted) {
        const user = await sessionUser(request, db);
        if (!user?.premium) {
          if (!song.preview_name) return reply.code(403).send({ message: 'Premium content' });
          file = song.preview_name;
        }
      }
      if (request.query.part === 'instrumental') {
        file = instrumentalNameOf(file);
        // Songs seeded before instrumentals existed have none until the next seed.
        if (!(await exists(path.join(audioFolder, file)))) {
          return reply.code(404).send({ message: 'Instrumental not found' });
        }
      }
      // The answer depends on the session and expires: never cache it in a shared cache.
      reply.header('Cache-Control', 'private, no-store').header('Vary', 'Cookie');
      return {
        url: signMediaUrl(config.mediaSigningSecret, 'audio', file, expiry(), mediaHolder(request)),
      };
    },
  );

  app.get<{ Params: { fileName: string }; Reply: AudioUrlResponse | ApiError }>(
    '/audio/podcast/:fileName',
    {
      schema: {
        params: PodcastAudioParamsSchema,
        response: withErrors(AudioUrlResponseSchema),
      },
    },
    async (request, reply) => {
      const rows = await db.query('SELECT 1 FROM podcasts WHERE sound_name = $1', [
        request.params.fileName,
      ]);
      if (rows.length === 0) return reply.code(404).send({ message: 'Podcast not found' });
      reply.header('Cache-Control', 'private, no-store');
      return {
        url: signMediaUrl(
          config.mediaSigningSecret,
          'podcasts',
          request.params.fileName,
          expiry(),
          mediaHolder(request),
        ),
      };
    },
  );
};
