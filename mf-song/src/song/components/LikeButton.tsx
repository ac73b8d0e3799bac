import styled from 'styled-components';
import { useLanguage, useTranslation } from '@btb/shared-i18n';
import { formatCount, useLikeSong } from '@btb/shared-store';
import { songNamespace } from '../../songNamespace';
import { HeartIcon } from './SongIcons';

const Control = styled.button<{ $liked: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 14px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme, $liked }) => ($liked ? theme.colors.accent : theme.colors.text)};
  font: inherit;
  cursor: pointer;
  &[aria-disabled='true'] {
    cursor: default;
  }
`;

/**
 * Like once per browser (SPEC section 4); afterwards the heart stays filled and the button off
 * (`aria-disabled`, so keyboard focus stays on it; pressing it again does nothing).
 */
export function LikeButton({ songId, likes: knownLikes }: { songId: number; likes: number }) {
  const { t } = useTranslation(songNamespace);
  const { language } = useLanguage();
  const { liked, likes, like, pending } = useLikeSong(songId, knownLikes);
  const formatted = formatCount(likes, language);
  return (
    <Control
      type="button"
      $liked={liked}
      aria-pressed={liked}
      aria-disabled={liked || pending || undefined}
      onClick={() => void like()}
      aria-label={`${t(liked ? 'song.liked' : 'song.like')}, ${t('song.likesCount', { count: likes, formatted })}`}
    >
      <HeartIcon filled={liked} />
      <span aria-hidden="true">{formatted}</span>
    </Control>
  );
}
