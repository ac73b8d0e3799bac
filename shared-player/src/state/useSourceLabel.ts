import { useTranslation } from '@btb/shared-i18n';
import { playerNamespace } from '../playerNamespace';
import type { QueueSource } from './queueSource';

/** "Playlist: Top Rated", "Lesson DE_EN_A1_B01_L01", "Search results"; empty without a source. */
export function useSourceLabel(source: QueueSource | null): string {
  const { t } = useTranslation(playerNamespace);
  return source ? t(`source.${source.kind}`, { name: source.name }) : '';
}
