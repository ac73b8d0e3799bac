import { useState } from 'react';
import styled from 'styled-components';
import { apiRoutes } from '@btb/shared-store';
import { coverSources } from '@btb/shared-player';
import { MusicIcon } from '../../icons/heroIcons';

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

interface CardCoverProps {
  imageUrl: string;
  /** The card's width (CSS): the browser takes the cover's smallest copy that fills it. */
  width: string;
  eager?: boolean;
}

/**
 * The card's cover; a missing, default or broken image becomes a gradient with a music note.
 * `eager` covers (the first row's) load at once instead of lazily, at the priority the browser
 * gives them: it raises those in view, and on a phone the first row is below the fold, where high
 * priority would hold back the page's own first paint.
 */
export function CardCover({ imageUrl, width, eager = false }: CardCoverProps) {
  const [failed, setFailed] = useState(false);
  const sources = coverSources(imageUrl);
  if (failed || !sources || sources.src === apiRoutes.defaultImage) {
    return (
      <Placeholder data-testid="cover-placeholder">
        <MusicIcon size={32} />
      </Placeholder>
    );
  }
  return (
    <Image
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={width}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      onError={() => setFailed(true)}
    />
  );
}
