import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { imageFileName } from '../state/trackFrom';
import { MusicNoteIcon } from './icons';

const size = '56px';
const largeSize = 'min(200px, 40vw)';

const Image = styled.img<{ $large?: boolean }>`
  width: ${({ $large }) => ($large ? largeSize : size)};
  height: ${({ $large }) => ($large ? largeSize : size)};
  flex: none;
  border-radius: 8px;
  object-fit: cover;
`;

const Placeholder = styled.div<{ $large?: boolean }>`
  width: ${({ $large }) => ($large ? largeSize : size)};
  height: ${({ $large }) => ($large ? largeSize : size)};
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
export function CoverArt({
  imageUrl,
  large = false,
}: {
  imageUrl: string | undefined;
  large?: boolean;
}) {
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [imageUrl]);

  if (!imageUrl || isDefaultCover(imageUrl) || broken) {
    return (
      <Placeholder aria-hidden="true" data-testid="cover-placeholder" $large={large}>
        <MusicNoteIcon size={large ? 64 : 28} />
      </Placeholder>
    );
  }
  return <Image src={imageUrl} alt="" $large={large} onError={() => setBroken(true)} />;
}
