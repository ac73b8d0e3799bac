import type { SongDetail } from '@btb/shared-contract';
import { ExerciseCover } from '@btb/shared-player';
import { DictationSection } from './DictationSection';
import { FillGapSection } from './FillGapSection';
import { SongActions } from './SongActions';
import { SongHeader } from './SongHeader';
import { SongSections } from './SongSections';
import { usePlaySong } from '../usePlaySong';

/** The loaded song: header, buttons, fill the gap, listen and write, and text sections. */
export function SongView({ song, title }: { song: SongDetail; title: string }) {
  const { playing, playSong, plays } = usePlaySong(song);
  return (
    <>
      <SongHeader song={song} title={title} plays={plays} />
      <SongActions song={song} title={title} playing={playing} onPlay={playSong} />
      <FillGapSection song={song} onPlay={playSong} />
      <DictationSection song={song} onPlay={playSong} />
      {/* The lyrics and word list give an exercise's answers away: hidden while one runs. */}
      <ExerciseCover>
        <SongSections song={song} onPlay={playSong} />
      </ExerciseCover>
    </>
  );
}
