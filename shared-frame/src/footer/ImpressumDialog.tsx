import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Dialog } from '@btb/shared-ui';
import { contactEmail, externalLinks, legalEntity } from '../links/externalLinks';
import { ExternalLink } from '../links/ExternalLink';
import { frameNamespace } from '../frameNamespace';
import { footerDialogsNamespace } from './footerDialogsNamespace';

const Section = styled.section`
  margin-bottom: 16px;
  h3 {
    margin: 0 0 4px;
    font-size: 1rem;
  }
  p,
  address {
    margin: 0;
    font-style: normal;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The company's legal notice: address, commercial register, VAT ID and media disclosure. */
export function ImpressumDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation([footerDialogsNamespace, frameNamespace]);
  const entity = legalEntity;
  return (
    <Dialog title={t('impressum.title')} onClose={onClose} wide>
      <Section>
        <h3>{t('impressum.companyHeading')}</h3>
        <address>
          {entity.company}
          <br />
          {entity.street}
          <br />
          {entity.city}, {t('impressum.country')}
          <br />
          {t('impressum.emailLabel')} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </address>
      </Section>
      <Section>
        <h3>{t('impressum.registerHeading')}</h3>
        <p>{t('impressum.registerNumber', { number: entity.registerNumber })}</p>
        <p>{t('impressum.registerCourt', { court: entity.registerCourt })}</p>
      </Section>
      <Section>
        <h3>{t('impressum.vatHeading')}</h3>
        <p>{t('impressum.vatId', { vatId: entity.vatId })}</p>
      </Section>
      <Section>
        <h3>{t('impressum.mediaHeading')}</h3>
        <p>{t('impressum.mediaText', { company: entity.company })}</p>
      </Section>
      <ExternalLink href={externalLinks.chamberProfile} newTab={t('footer.opensInNewTab')}>
        {t('impressum.chamberProfile')}
      </ExternalLink>
    </Dialog>
  );
}
