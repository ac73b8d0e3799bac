import styled from 'styled-components';
import { useLanguage } from '@btb/shared-i18n';
import { formatCount, useLikeSong } from '@btb/shared-store';
import type { HomeTranslate } from '../../homeNamespace';
import { HeartIcon } from '../../icons/controlIcons';
import { RoundAction } from './cardStyles';

const Like = styled(RoundAction)<{ $liked: boolean }>`
  top: 8px;
  right: 8px;
  min-height: 32px;
  padding: 0 10px;
  font-size: 0.8rem;
  background: rgba(15, 13, 36, 0.7);
  color: ${({ theme, $liked }) => ($liked ? theme.colors.accent : theme.colors.text)};
  &[aria-disabled='true'] {
    opacity: ${({ $liked }) => ($liked ? 1 : 0.6)};
  }
`;

/**
 * SPEC: once per browser; then disabled and filled, with the count the server answered. Disabled
 * with `aria-disabled`, not `disabled`, so keyboard focus stays on it after the like.
 */
export function LikeButton({
  id,
  title,
  likes,
  t,
}: {
  id: number;
  title: string;
  likes: number;
  t: HomeTranslate;
}) {
  const { language } = useLanguage();
  const like = useLikeSong(id, likes);
  const formatted = formatCount(like.likes, language);
  return (
    <Like
      type="button"
      $liked={like.liked}
      aria-disabled={like.liked || like.pending || undefined}
      aria-pressed={like.liked}
      aria-label={t(like.liked ? 'card.liked' : 'card.like', { title, formatted })}
      onClick={() => void like.like()}
    >
      <HeartIcon size={16} filled={like.liked} />
      {formatted}
    </Like>
  );
}
