import type {
  ApiError,
  ContentItem,
  IdParams,
  PodcastInfo,
  SongByCode,
  SongDetail,
  SongsAllQuery,
} from '@btb/shared-contract';
import {
  ContentListSchema,
  IdParamsSchema,
  PodcastInfoSchema,
  SongByCodeListSchema,
  SongDetailSchema,
  SongsAllQuerySchema,
  SongsByCodeParamsSchema,
} from '@btb/shared-contract/schemas';
import type { ApiPlugin } from '../app/apiDeps';
import { sendCachedJson } from '../cache/sendCachedJson';
import { withErrors } from '../app/schemas';
import {
  contentItemColumns,
  contentItemCounts,
  toContentItem,
  type ContentItemRow,
} from '../content/contentItemRow';
import { sungLinesOf } from '../seed/sungLinesBySlug';
import { parseSongVoice } from '../voice/songVoice';
import { parseMusicStyle } from '../music/parseMusicStyle';

/** A missing song: a 404, and not cached (a failed load is not kept; its waiters get it too). */
class SongNotFound extends Error {}

/** Where song detail shows its counters. */
const songDetailCounts = { id: 'songID', likes: 'intLikes', plays: 'intPlayed' } as const;

/** What the timed lyrics are made of: the voicing's times and the catalogue's translations. */
interface SongTiming {
  slug: string;
  voice: unknown;
}

export const songRoutes: ApiPlugin = async (app, { db, responseCache }) => {
  app.get<{ Params: IdParams; Reply: SongDetail | ApiError }>(
    '/song/:id',
    { schema: { params: IdParamsSchema, response: withErrors(SongDetailSchema) } },
    async (request, reply) => {
      const { id } = request.params;
      try {
        return await sendCachedJson(reply, responseCache, `song:${id}`, async () => {
          const rows = await db.query<Omit<SongDetail, 'lyricLines'> & SongTiming>(
            `SELECT s.id AS "songID", s.song_title_public AS "songTitlePublic", s.song_title AS "songTitle",
           s.likes AS "intLikes", s.plays AS "intPlayed", s.language, s.genre, s.grade,
           coalesce(q.str_code, '') AS "strCode", '/api/image/' || s.image_name AS "imageUrl",
           s.book_url AS "bslBookUrl", coalesce(q.learning_content, s.description) AS "learningContent",
           s.lyrics, s.music_style AS "musicStylePrompt",
           CASE WHEN s.restricted THEN 1 ELSE 0 END AS "ysnRestricted", s.creator,
           s.slug, s.voice
         FROM songs s LEFT JOIN sequences q ON q.id = s.sequence_id WHERE s.id = $1`,
            [id],
          );
          const row = rows[0];
          if (!row) throw new SongNotFound();
          const { slug, voice, ...song } = row;
          const sung = sungLinesOf(slug);
          const lyricLines = (parseSongVoice(voice)?.lines ?? []).map((line, i) => ({
            ...line,
            translation: sung[i]?.translation ?? '',
          }));
          const { genre, bpm, voice: singer } = parseMusicStyle(song.musicStylePrompt);
          const musicStyle = { genre, bpm, ...(singer && { voice: singer }) };
          const value = { ...song, lyricLines, musicStyle };
          return { value, songIds: [id], counts: songDetailCounts };
        });
      } catch (error) {
        if (error instanceof SongNotFound)
          return reply.code(404).send({ message: 'Song not found' });
        throw error;
      }
    },
  );

  app.get<{ Params: IdParams; Reply: PodcastInfo | ApiError }>(
    '/song/:id/podcast-info',
    { schema: { params: IdParamsSchema, response: withErrors(PodcastInfoSchema) } },
    async (request, reply) => {
      const rows = await db.query<{ sound_name: string | null }>(
        'SELECT p.sound_name FROM songs s LEFT JOIN podcasts p ON p.song_id = s.id WHERE s.id = $1',
        [request.params.id],
      );
      const row = rows[0];
      if (!row) return reply.code(404).send({ message: 'Song not found' });
      return { hasPodcastInfo: row.sound_name !== null, soundPath: row.sound_name ?? '' };
    },
  );

  // The schema's defaults fill in limit and offset.
  app.get<{ Querystring: Required<SongsAllQuery>; Reply: ContentItem[] }>(
    '/songs/all',
    { schema: { querystring: SongsAllQuerySchema, response: withErrors(ContentListSchema) } },
    async (request, reply) => {
      const { limit, offset } = request.query;
      // The search page's first request: every visitor of /search asks for the same page.
      return sendCachedJson(reply, responseCache, `songs-all:${limit}:${offset}`, async () => {
        const rows = await db.query<ContentItemRow>(
          `SELECT ${contentItemColumns} FROM songs s ORDER BY s.likes DESC, s.id LIMIT $1 OFFSET $2`,
          [limit, offset],
        );
        const items = rows.map(toContentItem);
        return { value: items, songIds: items.map((item) => item.id), counts: contentItemCounts };
      });
    },
  );

  app.get<{ Params: { strCode: string }; Reply: SongByCode[] }>(
    '/songs/by-code/:strCode',
    {
      schema: {
        params: SongsByCodeParamsSchema,
        response: withErrors(SongByCodeListSchema),
      },
    },
    async (request) => {
      const rows = await db.query<{
        id: number;
        public_title: string;
        title: string;
        thumb: string;
      }>(
        `SELECT s.id, s.song_title_public AS public_title, s.song_title AS title, s.thumb_name AS thumb
         FROM songs s JOIN sequences q ON q.id = s.sequence_id
         WHERE q.str_code = upper($1) ORDER BY s.id`,
        [request.params.strCode.trim()],
      );
      return rows.map((row) => ({
        songID: row.id,
        songTitlePublic: row.public_title,
        songTitle: row.title,
        imageThumbName: row.thumb,
      }));
    },
  );
};
