import type { Language, LanguageQuery, Playlist, PlaylistSong } from '@btb/shared-contract';
import type { ApiPlugin } from '../app/apiDeps';
import { sendCachedJson } from '../cache/sendCachedJson';
import { LanguageQuerySchema, PlaylistListSchema } from '@btb/shared-contract/schemas';
import { withErrors } from '../app/schemas';
import { isoTimestamp } from '@btb/database';

interface PlaylistSongRow extends PlaylistSong {
  playlistId: number;
}

/** Home-page rows with their songs; headlines in the requested language (default en). */
/** Each language's headline column (a language the seed has not filled yet reads English). */
const headlineColumns: Record<Language, string> = {
  en: 'headline_en',
  de: 'headline_de',
  es: 'headline_es',
};

export const playlistRoutes: ApiPlugin = async (app, { db, responseCache }) => {
  app.get<{ Querystring: Required<LanguageQuery>; Reply: Playlist[] }>(
    '/playlists',
    { schema: { querystring: LanguageQuerySchema, response: withErrors(PlaylistListSchema) } },
    async (request, reply) => {
      const { language } = request.query;
      return sendCachedJson(reply, responseCache, `playlists:${language}`, async () => {
        const headline = `coalesce(${headlineColumns[language]}, headline_en)`;
        const playlists = await db.query<Omit<Playlist, 'songs'>>(
          `SELECT id AS "ppID", ${headline} AS headline, btn1_searchurl AS "btn1Searchurl",
           btn2_overview_code AS "btn2OverviewCode"
         FROM playlists ORDER BY position, id`,
        );
        const songs = await db.query<PlaylistSongRow>(
          `SELECT ps.playlist_id AS "playlistId", s.id AS "songID", s.song_title_public AS "songTitlePublic",
           s.song_title AS "songTitle", coalesce(q.learning_content, s.description) AS "learningContent",
           '/api/image/' || s.image_name AS "imageUrl", s.likes AS "intLikes", s.plays AS "intPlayed",
           ${isoTimestamp('s.created_at')} AS "datCreated",
           CASE WHEN s.restricted THEN 1 ELSE 0 END AS "ysnRestricted", s.creator,
           s.subject_key AS subject
         FROM playlist_songs ps
         JOIN songs s ON s.id = ps.song_id
         LEFT JOIN sequences q ON q.id = s.sequence_id
         ORDER BY ps.playlist_id, ps.position`,
        );
        const value = playlists.map((playlist) => ({
          ...playlist,
          songs: songs.filter((song) => song.playlistId === playlist.ppID),
        }));
        return {
          value,
          songIds: songs.map((song) => song.songID),
          counts: { id: 'songID', likes: 'intLikes', plays: 'intPlayed' },
        };
      });
    },
  );
};
