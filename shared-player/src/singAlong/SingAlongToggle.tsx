import { useTranslation } from '@btb/shared-i18n';
import { useAppDispatch } from '@btb/shared-store';
import { Button } from '@btb/shared-ui';
import { MicrophoneIcon } from '../bar/icons';
import { playerNamespace } from '../playerNamespace';
import { playerActions } from '../state/playerSlice';
import { useSingAlong } from './useSingAlong';

/**
 * The "Sing along" switch: on, songs play without the voice and the karaoke words lead. It switches
 * the song playing at once, at the same place, and stays on for the next songs until switched off.
 * The hint is its title, which is also its accessible description.
 */
export function SingAlongToggle() {
  const { t } = useTranslation(playerNamespace);
  const dispatch = useAppDispatch();
  const on = useSingAlong();
  return (
    <Button
      type="button"
      $variant={on ? 'primary' : 'secondary'}
      aria-pressed={on}
      title={t('singAlong.hint')}
      data-testid="sing-along-toggle"
      onClick={() => dispatch(playerActions.setSingAlong(!on))}
    >
      <MicrophoneIcon />
      {t('singAlong.label')}
    </Button>
  );
}
