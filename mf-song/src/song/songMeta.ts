import type { MusicRecording, WithContext } from 'schema-dts';
import { trimDescription, type PageMeta } from '@btb/shared-store';
import { songNamespace } from '../songNamespace';
import { songDetailApi } from './api/getSongDetail';
import { parseSongId } from './parseSongId';
import { bookOverviewPath, songPath } from '@btb/platform/links';

/** A lesson's code (`DE_EN_A1_B01_L01`) belongs to its language pair's learning plan (`DE_EN`). */
const planOf = (lessonCode: string) => /^([A-Z]{2}_[A-Z]{2})_/.exec(lessonCode.toUpperCase())?.[1];

/** ISO 8601 duration of whole seconds (`PT2M5S`). */
const isoDuration = (seconds: number) =>
  `PT${Math.floor(seconds / 60)}M${Math.round(seconds % 60)}S`;

/**
 * `/song/{id}`: titled by the song (SPEC "The page title uses the song title"), described by its
 * title, creator and what it teaches; a share preview with its cover, and a `MusicRecording`.
 */
export const meta: PageMeta = ({ state, params, t, origin }) => {
  const id = parseSongId(params.id);
  const song =
    state && id !== undefined ? songDetailApi.endpoints.getSongDetail.select(id)(state) : undefined;
  const detail = song?.data;
  const fallback = t('song.pageTitle', { ns: songNamespace });
  if (!detail) return { title: fallback, noindex: song?.isError || id === undefined };
  const title = detail.songTitlePublic || detail.songTitle || fallback;
  const image = `/og/song/${detail.songID}.png`;
  const plan = planOf(detail.strCode);
  const lastLine = detail.lyricLines[detail.lyricLines.length - 1];
  const recording: WithContext<MusicRecording> = {
    '@context': 'https://schema.org',
    '@type': 'MusicRecording',
    name: title,
    url: `${origin}${songPath(detail.songID)}`,
    byArtist: { '@type': 'MusicGroup', name: detail.creator },
    inLanguage: detail.language,
    image: `${origin}${image}`,
    ...(lastLine ? { duration: isoDuration(lastLine.end) } : {}),
    ...(detail.strCode
      ? {
          isPartOf: {
            '@type': 'Course',
            name: detail.strCode,
            courseCode: detail.strCode,
            ...(plan ? { url: `${origin}${bookOverviewPath(detail.strCode)}` } : {}),
          },
        }
      : {}),
  };
  return {
    title,
    description: trimDescription(
      t('song.metaDescription', {
        ns: songNamespace,
        title,
        creator: detail.creator,
        learning: detail.learningContent,
      }),
    ),
    share: { type: 'music.song', image },
    structuredData: [recording],
  };
};
