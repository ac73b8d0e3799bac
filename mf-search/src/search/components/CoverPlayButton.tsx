import { useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { apiRoutes } from '@btb/shared-store';
import { coverSources } from '@btb/shared-player';
import { PauseIcon, PlayIcon } from './icons';

const Wrap = styled.div`
  position: relative;
  flex: none;
  width: 56px;
  height: 56px;
  border-radius: 8px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Cover = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
  display: block;
`;

const Overlay = styled.button<{ $active: boolean }>`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  border: none;
  padding: 0;
  background: rgba(15, 13, 36, 0.6);
  color: #fff;
  cursor: pointer;
  opacity: ${({ $active }) => ($active ? 1 : 0)};
  transition: opacity 0.15s ease;
  svg {
    width: 24px;
    height: 24px;
  }
  tr:hover &,
  tr:focus-visible &,
  &:focus-visible {
    opacity: 1;
  }
  &:focus-visible {
    outline-offset: -3px;
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  @media (hover: none) {
    opacity: 1;
  }
`;

const defaultCover = apiRoutes.defaultImage;

interface CoverPlayButtonProps {
  imageUrl: string;
  label: string;
  playing: boolean;
  /** Offline and not saved: the button says so and does not start the song. */
  unavailable?: boolean;
  onPlay: () => void;
}

export function CoverPlayButton(props: CoverPlayButtonProps) {
  const { imageUrl, label, playing, unavailable, onPlay } = props;
  // The WebP copies where the cover has them: the browser decodes those off the main thread (a
  // drawing is painted on it, 50 of them on a page of results), and the drawing where it has none.
  const [failed, setFailed] = useState(false);
  const sources = failed ? undefined : coverSources(imageUrl);
  const click = (event: MouseEvent) => {
    // The row opens the song page; the play button must not.
    event.stopPropagation();
    if (!unavailable) onPlay();
  };
  return (
    <Wrap>
      <Cover
        src={sources?.src ?? defaultCover}
        srcSet={sources?.srcSet}
        sizes={sources?.srcSet ? '56px' : undefined}
        alt=""
        loading="lazy"
        width={56}
        height={56}
        onError={() => setFailed(true)}
      />
      <Overlay
        type="button"
        $active={playing}
        aria-label={label}
        aria-disabled={unavailable || undefined}
        onClick={click}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
      </Overlay>
    </Wrap>
  );
}
