import { iconByName } from '../../icons/iconByName';
import { linkTarget } from '../../links/linkTarget';
import { HeroButtonLink } from './heroStyles';

interface HeroButtonProps {
  text: string;
  link: string;
  icon: string;
  secondary?: boolean;
}

/** A slide's call to action; a button without text or a usable link is left out. */
export function HeroButton({ text, link, icon, secondary }: HeroButtonProps) {
  const target = linkTarget(link);
  if (!text.trim() || target.kind === 'none') return null;
  const Icon = iconByName(icon);
  return (
    <HeroButtonLink target={target} $secondary={secondary}>
      <Icon size={18} />
      {text}
    </HeroButtonLink>
  );
}
