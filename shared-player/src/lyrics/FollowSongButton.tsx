import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Button } from '@btb/shared-ui';
import { playerNamespace } from '../playerNamespace';

/** At the foot of the lyrics, held above the player bar while the lyrics pass under it. */
const Dock = styled.div`
  position: sticky;
  bottom: calc(${({ theme }) => theme.playerBarHeight} + 12px);
  display: flex;
  justify-content: center;
  margin-top: 12px;
`;

/** "Follow the song": shown while the learner has scrolled away from the sung line. */
export function FollowSongButton({ onFollow }: { onFollow: () => void }) {
  const { t } = useTranslation(playerNamespace);
  return (
    <Dock>
      <Button type="button" onClick={onFollow} data-testid="follow-song">
        {t('lyricWords.follow')}
      </Button>
    </Dock>
  );
}
