import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { PlainList } from '@btb/shared-ui';
import { externalLinks } from '../links/externalLinks';
import { ExternalLink } from '../links/ExternalLink';
import { frameNamespace } from '../frameNamespace';
import { loginNamespace } from './loginNamespace';

const List = styled(PlainList)`
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 16px;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    font-weight: 600;
    text-decoration: none;
  }
`;

/** Where accounts are made: the iOS app, the Android app and the web platform. */
export function RegisterLinks() {
  const { t } = useTranslation([loginNamespace, frameNamespace]);
  const newTab = t('footer.opensInNewTab');
  return (
    <List>
      <li>
        <ExternalLink href={externalLinks.iosApp} newTab={newTab}>
          {t('login.ios')}
        </ExternalLink>
      </li>
      <li>
        <ExternalLink href={externalLinks.androidApp} newTab={newTab}>
          {t('login.android')}
        </ExternalLink>
      </li>
      <li>
        <ExternalLink href={externalLinks.webPlatform} newTab={newTab}>
          {t('login.platform')}
        </ExternalLink>
      </li>
    </List>
  );
}
