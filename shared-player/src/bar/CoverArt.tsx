import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { imageFileName } from '../state/trackFrom';
import { MusicNoteIcon } from './icons';

const size = '56px';

const Image = styled.img`
  width: ${size};
  height: ${size};
  flex: none;
  border-radius: 8px;
  object-fit: cover;
`;

const Placeholder = styled.div`
  width: ${size};
  height: ${size};
  flex: none;
  display: grid;
  place-items: center;
  border-radius: 8px;
  background: ${({ theme }) => theme.gradient};
  color: #fff;
`;

/** SPEC: the default cover (`/api/image/default.webp`) counts as no cover. */
const isDefaultCover = (url: string) => /^default\./i.test(imageFileName(url) ?? '');

/**
 * The track's cover, or a gradient with a music note when it is missing, default or broken. Both are
 * decorative: the title sits right next to them.
 */
export function CoverArt({ imageUrl }: { imageUrl: string | undefined }) {
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [imageUrl]);

  if (!imageUrl || isDefaultCover(imageUrl) || broken) {
    return (
      <Placeholder aria-hidden="true" data-testid="cover-placeholder">
        <MusicNoteIcon />
      </Placeholder>
    );
  }
  return <Image src={imageUrl} alt="" onError={() => setBroken(true)} />;
}
