import type { ContentItem } from '@btb/shared-contract';
import { trackFromContent, trackFromPlaylistSong, type PlayerTrack } from '@btb/shared-player';
import type { CardSong } from '../api/homePlaylists';

/** What a home card shows and plays, whichever call it came from. */
export interface CardItem {
  id: number;
  title: string;
  creator: string;
  imageUrl: string;
  likes: number;
  /** The language pair it teaches (`DE_EN`); empty when not known. */
  subject: string;
  track: PlayerTrack;
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** SPEC section 3: for playlist songs the creator field is the likes text ("1.2K likes"). */
export function cardFromPlaylistSong(song: CardSong, likesText: string): CardItem {
  const track = trackFromPlaylistSong(song, likesText);
  return {
    id: song.songID,
    title: track.title,
    creator: likesText,
    imageUrl: song.imageUrl ?? '',
    likes: count(song.intLikes),
    subject: typeof song.subject === 'string' ? song.subject : '',
    track,
  };
}

export function cardFromContent(item: ContentItem): CardItem {
  return {
    id: item.id,
    title: item.title,
    creator: item.creator,
    imageUrl: item.imageUrl ?? '',
    likes: count(item.likes),
    subject: typeof item.subject === 'string' ? item.subject : '',
    track: trackFromContent(item),
  };
}
