import type { ContentItem, PlaylistSong, SongByCode, SongDetail } from '@btb/shared-contract';
import { apiRoutes } from '@btb/shared-store';
import type { PlayerTrack } from './playerTrack';

/** The file name of an image path or URL (SPEC: only the file name of `imageUrl` is used). */
export function imageFileName(imageUrl: string | undefined): string | undefined {
  const name = imageUrl?.split('?')[0]?.split('/').pop();
  return name ? name : undefined;
}

const coverOf = (imageUrl: string | undefined) => {
  const name = imageFileName(imageUrl);
  return name ? apiRoutes.image(name) : undefined;
};

export function trackFromContent(item: ContentItem): PlayerTrack {
  return {
    id: item.id,
    title: item.title,
    creator: item.creator,
    imageUrl: coverOf(item.imageUrl),
    duration: item.duration,
    ysnRestricted: item.ysnRestricted,
  };
}

/** `creator` is what the bar shows (SPEC: the likes text); the song's own creator is the artist. */
export function trackFromPlaylistSong(
  song: Pick<
    PlaylistSong,
    'songID' | 'songTitlePublic' | 'songTitle' | 'creator' | 'imageUrl' | 'ysnRestricted'
  > & { intLikes?: number },
  creator: string,
): PlayerTrack {
  return {
    id: song.songID,
    title: song.songTitlePublic || song.songTitle,
    creator,
    ...(typeof song.creator === 'string' && song.creator ? { artist: song.creator } : {}),
    ...(typeof song.intLikes === 'number' && Number.isFinite(song.intLikes)
      ? { likes: song.intLikes }
      : {}),
    imageUrl: coverOf(song.imageUrl),
    ysnRestricted: song.ysnRestricted,
  };
}

export function trackFromSongDetail(song: SongDetail): PlayerTrack {
  return {
    id: song.songID,
    title: song.songTitlePublic || song.songTitle,
    creator: song.creator,
    imageUrl: coverOf(song.imageUrl),
    ysnRestricted: song.ysnRestricted,
  };
}

export function trackFromSongByCode(song: SongByCode, creator = ''): PlayerTrack {
  return {
    id: song.songID,
    title: song.songTitlePublic || song.songTitle,
    creator,
    imageUrl: coverOf(song.imageThumbName),
    ysnRestricted: 0,
  };
}
