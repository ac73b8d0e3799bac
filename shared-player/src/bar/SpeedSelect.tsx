import { useTranslation } from '@btb/shared-i18n';
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
  // "1.25×" in English, "1,25×" in German.
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Select
      aria-label={t('speed')}
      value={speed}
      onChange={(event) => onSpeed(Number(event.target.value))}
    >
      {playbackSpeeds.map((value) => (
        <option key={value} value={value}>
          {t('speedValue', { speed: number.format(value) })}
        </option>
      ))}
    </Select>
  );
}
