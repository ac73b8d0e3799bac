import type { SongDetail } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { Row } from '@btb/shared-ui';
import { songNamespace } from '../../songNamespace';
import { songBadges } from '../songBadges';
import { Badge } from './Badge';
import { CodeBadge } from './CodeBadge';

/** Language (upper case), genre and grade (hidden when empty or "0"), and the copyable code. */
export function SongBadgeList({ song }: { song: SongDetail }) {
  const { t } = useTranslation(songNamespace);
  const { language, genre, grade, code } = songBadges(song);
  return (
    <Row $wrap>
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
    </Row>
  );
}
