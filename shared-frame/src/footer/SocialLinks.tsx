import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { externalLinks } from '../links/externalLinks';
import { ExternalLink } from '../links/ExternalLink';
import { frameNamespace } from '../frameNamespace';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Social networks (placeholder addresses until the accounts exist). */
export function SocialLinks() {
  const { t } = useTranslation(frameNamespace);
  const newTab = t('footer.opensInNewTab');
  return (
    <List aria-label={t('footer.social')}>
      {externalLinks.social.map((network) => (
        <li key={network.name}>
          <ExternalLink href={network.href} newTab={newTab}>
            {network.name}
          </ExternalLink>
        </li>
      ))}
    </List>
  );
}
