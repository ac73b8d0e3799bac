import styled from 'styled-components';
import type { SongDetail } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { songNamespace } from '../../songNamespace';
import { songBadges } from '../songBadges';
import { Badge } from './Badge';
import { CodeBadge } from './CodeBadge';

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Language (upper case), genre and grade (hidden when empty or "0"), and the copyable code. */
export function SongBadgeList({ song }: { song: SongDetail }) {
  const { t } = useTranslation(songNamespace);
  const { language, genre, grade, code } = songBadges(song);
  return (
    <List>
      {language && (
        <Badge title={t('song.language', { language })} data-testid="badge-language">
          {language}
        </Badge>
      )}
      {genre && (
        <Badge title={t('song.genre', { genre })} data-testid="badge-genre">
          {genre}
        </Badge>
      )}
      {grade && <Badge data-testid="badge-grade">{t('song.grade', { grade })}</Badge>}
      {code && <CodeBadge code={code} />}
    </List>
  );
}
