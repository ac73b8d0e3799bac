export type HeroButtonIcon =
  | 'Search'
  | 'ClipboardCheck'
  | 'GraduationCap'
  | 'Brain'
  | 'BookOpen'
  | 'Target'
  | 'Award'
  | 'Music'
  | 'Play'
  | 'ArrowRight'
  | 'ExternalLink';

export interface HeroSlide {
  slideID: number;
  headline: string;
  subline: string;
  backgroundImage: string;
  button1Text: string;
  /** `/path` (in app), `#quiz`/`#test` (quiz), or an http(s) URL (new tab). */
  button1Link: string;
  button1Icon: HeroButtonIcon;
  button2Text: string;
  button2Link: string;
  button2Icon: HeroButtonIcon;
}
