import { useState } from 'react';
import styled from 'styled-components';
import { apiRoutes } from '@btb/shared-store';
import { imageFileName } from '@btb/shared-player';
import { MusicNoteIcon } from './SongIcons';

const Frame = styled.div`
  width: min(280px, 100%);
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
 * page's largest paint: fetched first (the server's HTML also carries a preload for it).
 */
export function SongCover({ imageUrl, alt }: { imageUrl: string; alt: string }) {
  const fileName = imageFileName(imageUrl);
  const [failedFor, setFailedFor] = useState<string | undefined>(undefined);
  const showImage = fileName !== undefined && failedFor !== fileName;
  return (
    <Frame data-testid="song-cover">
      {showImage ? (
        <img
          src={apiRoutes.image(fileName)}
          alt={alt}
          fetchPriority="high"
          onError={() => setFailedFor(fileName)}
        />
      ) : (
        <span role="img" aria-label={alt}>
          <MusicNoteIcon size={72} />
        </span>
      )}
    </Frame>
  );
}
