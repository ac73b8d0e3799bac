import { useState } from 'react';
import styled from 'styled-components';
import { coverSources } from '@btb/shared-player';
import { MusicNoteIcon } from './SongIcons';

/** The widest the cover is shown; the browser picks its WebP copy for this at the screen's density. */
const coverWidth = 280;

const Frame = styled.div`
  width: min(${coverWidth}px, 100%);
  aspect-ratio: 1;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  background: ${({ theme }) => theme.gradient};
  display: grid;
  place-items: center;
  color: #fff;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

/**
 * The cover, or a gradient with a music note when there is none or it fails to load. It is the
 * page's largest paint: fetched first (the server's HTML also carries a preload for it), in the
 * size it is shown at rather than the large drawing.
 */
export function SongCover({ imageUrl, alt }: { imageUrl: string; alt: string }) {
  const sources = coverSources(imageUrl);
  const [failedFor, setFailedFor] = useState<string | undefined>(undefined);
  const showImage = sources !== undefined && failedFor !== sources.src;
  return (
    <Frame data-testid="song-cover">
      {showImage ? (
        <img
          src={sources.src}
          srcSet={sources.srcSet}
          sizes={`min(${coverWidth}px, 100vw)`}
          width={coverWidth}
          height={coverWidth}
          alt={alt}
          fetchPriority="high"
          onError={() => setFailedFor(sources.src)}
        />
      ) : (
        <span role="img" aria-label={alt}>
          <MusicNoteIcon size={72} />
        </span>
      )}
    </Frame>
  );
}
