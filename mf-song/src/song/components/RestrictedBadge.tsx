import { useTranslation } from '@btb/shared-i18n';
import { selectPlayer } from '@btb/shared-player';
import { useAppSelector } from '@btb/shared-store';
import { SvgIcon } from '@btb/shared-ui';
import { songNamespace } from '../../songNamespace';
import { Badge } from './Badge';

/**
 * A restricted song (`ysnRestricted` 1) near the title: premium content, of which a listener
 * without premium hears a 20-second preview (SPEC). Nothing for other songs.
 */
export function RestrictedBadge({ restricted }: { restricted: boolean }) {
  const { t } = useTranslation(songNamespace);
  const premium = useAppSelector((state) => selectPlayer(state).premium);
  if (!restricted) return null;
  return (
    <Badge data-testid="badge-restricted">
      <SvgIcon size={16}>
        <rect x="3" y="11" width="18" height="11" rx="2" />
        <path d="M7 11V7a5 5 0 0 1 10 0v4" />
      </SvgIcon>
      {premium ? t('song.restrictedPremium') : t('song.restricted')}
    </Badge>
  );
}
