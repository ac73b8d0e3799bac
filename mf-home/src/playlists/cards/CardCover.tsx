import { useState } from 'react';
import styled from 'styled-components';
import { apiRoutes } from '@btb/shared-store';
import { imageFileName } from '@btb/shared-player';
import { MusicIcon } from '../../icons/heroIcons';

const defaultCover = imageFileName(apiRoutes.defaultImage);

const Image = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Placeholder = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.gradient};
  color: rgba(255, 255, 255, 0.85);
`;

/**
 * The card's cover; a missing, default or broken image becomes a gradient with a music note.
 * `eager` covers (the first row's, in view at once) are fetched first instead of lazily.
 */
export function CardCover({ imageUrl, eager = false }: { imageUrl: string; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  const fileName = imageFileName(imageUrl);
  if (failed || !fileName || fileName === defaultCover) {
    return (
      <Placeholder data-testid="cover-placeholder">
        <MusicIcon size={32} />
      </Placeholder>
    );
  }
  return (
    <Image
      src={apiRoutes.image(fileName)}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      onError={() => setFailed(true)}
    />
  );
}
