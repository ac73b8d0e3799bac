import { useTranslation } from '@btb/shared-i18n';
import { formatDecimal } from '@btb/shared-store';
import { playerNamespace } from '../playerNamespace';
import { Select } from './controlStyles';
import { playbackSpeeds } from '../state/playerSlice';

/** Playback speed 0.5× to 1.5×; the engine keeps the pitch. */
export function SpeedSelect({
  speed,
  onSpeed,
}: {
  speed: number;
  onSpeed: (speed: number) => void;
}) {
  const { t, i18n } = useTranslation(playerNamespace);
  // "1.25×" in English, "1,25×" in German (not Intl: the page's first number formatter is slow).
  return (
    <Select
      aria-label={t('speed')}
      value={speed}
      onChange={(event) => onSpeed(Number(event.target.value))}
    >
      {playbackSpeeds.map((value) => (
        <option key={value} value={value}>
          {t('speedValue', { speed: formatDecimal(value, i18n.language) })}
        </option>
      ))}
    </Select>
  );
}
