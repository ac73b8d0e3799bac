import type { ComponentType } from 'react';
import type { HeroButtonIcon } from '@btb/shared-contract';
import type { SvgIconProps as IconProps } from '@btb/shared-ui';
import {
  ArrowRightIcon,
  AwardIcon,
  BookOpenIcon,
  BrainIcon,
  ClipboardCheckIcon,
  ExternalLinkIcon,
  GraduationCapIcon,
  MusicIcon,
  PlayIcon,
  SearchIcon,
  TargetIcon,
} from './heroIcons';

const icons: Record<HeroButtonIcon, ComponentType<IconProps>> = {
  Search: SearchIcon,
  ClipboardCheck: ClipboardCheckIcon,
  GraduationCap: GraduationCapIcon,
  Brain: BrainIcon,
  BookOpen: BookOpenIcon,
  Target: TargetIcon,
  Award: AwardIcon,
  Music: MusicIcon,
  Play: PlayIcon,
  ArrowRight: ArrowRightIcon,
  ExternalLink: ExternalLinkIcon,
};

/** SPEC: a hero button's icon is chosen by name; an unknown or missing name gives Search. */
export function iconByName(name: string | null | undefined): ComponentType<IconProps> {
  return name && Object.hasOwn(icons, name) ? icons[name as HeroButtonIcon] : SearchIcon;
}
