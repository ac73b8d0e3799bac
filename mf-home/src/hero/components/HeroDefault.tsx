import { useTranslation } from '@btb/shared-i18n';
import { Row } from '@btb/shared-ui';
import { homeNamespace } from '../../homeNamespace';
import { ClipboardCheckIcon, SearchIcon } from '../../icons/heroIcons';
import {
  HeroButtonLink,
  HeroContent,
  HeroFrame,
  HeroHeadline,
  HeroSubline,
  SlideLayer,
} from './heroStyles';

/** SPEC: with no slides (none or failed) the hero still invites to search and to the quiz. */
export function HeroDefault() {
  const { t } = useTranslation(homeNamespace);
  return (
    <HeroFrame aria-label={t('hero.label')}>
      <SlideLayer $active>
        <HeroContent>
          <HeroHeadline>{t('hero.defaultTitle')}</HeroHeadline>
          <HeroSubline>{t('hero.defaultDescription')}</HeroSubline>
          <Row $wrap $gap={3}>
            <HeroButtonLink target={{ kind: 'app', to: '/search' }}>
              <SearchIcon size={18} />
              {t('hero.search')}
            </HeroButtonLink>
            <HeroButtonLink target={{ kind: 'app', to: '/quiz' }} $secondary>
              <ClipboardCheckIcon size={18} />
              {t('hero.quiz')}
            </HeroButtonLink>
          </Row>
        </HeroContent>
      </SlideLayer>
    </HeroFrame>
  );
}
