import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './common';

export const heroButtonIcons = [
  'Search',
  'ClipboardCheck',
  'GraduationCap',
  'Brain',
  'BookOpen',
  'Target',
  'Award',
  'Music',
  'Play',
  'ArrowRight',
  'ExternalLink',
] as const;
export const HeroButtonIconSchema = StringEnum(heroButtonIcons);
export type HeroButtonIcon = Static<typeof HeroButtonIconSchema>;

export const HeroSlideSchema = Type.Object({
  slideID: Type.Integer(),
  headline: Type.String(),
  subline: Type.String(),
  backgroundImage: Type.String(),
  button1Text: Type.String(),
  /** `/path` (in app), `#quiz`/`#test` (quiz), or an http(s) URL (new tab). */
  button1Link: Type.String(),
  button1Icon: HeroButtonIconSchema,
  button2Text: Type.String(),
  button2Link: Type.String(),
  button2Icon: HeroButtonIconSchema,
});
export type HeroSlide = Static<typeof HeroSlideSchema>;
export const HeroSlideListSchema = Type.Array(HeroSlideSchema);
