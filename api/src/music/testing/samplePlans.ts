import type { BackingBar, BackingPlan } from '../backingTypes';
import { genres } from '../../seed/genres';
import type { GenreName } from '../musicGenres';

/** I-V-vi-IV in C: chord tones and bass roots. */
const progression: readonly { chord: number[]; bass: number }[] = [
  { chord: [60, 64, 67], bass: 36 },
  { chord: [59, 62, 67], bass: 43 },
  { chord: [60, 64, 69], bass: 45 },
  { chord: [60, 65, 69], bass: 41 },
];

/** A short song on I-V-vi-IV: 2 intro bars, `verse` verse bars, `chorus` chorus bars, 2 outro bars. */
export function samplePlan(style: string, verse = 4, chorus = 4, seed = 'sample'): BackingPlan {
  const sections: BackingBar['section'][] = [
    'intro',
    'intro',
    ...Array<'verse'>(verse).fill('verse'),
    ...Array<'chorus'>(chorus).fill('chorus'),
    'outro',
    'outro',
  ];
  return {
    seed,
    style,
    bars: sections.map((section, i) => ({
      ...(progression[i % 4] as (typeof progression)[number]),
      section,
    })),
  };
}

/** The catalogue's style prompt of `genre` as the seed writes it: "Name, BPM, style text; …". */
export function catalogueStyle(genre: GenreName, bpm?: number): string {
  const entry = genres.find((g) => g.name === genre);
  const tempo = bpm ?? Math.round(((entry?.bpm[0] ?? 100) + (entry?.bpm[1] ?? 120)) / 2);
  return `${genre}, ${tempo} BPM, ${entry?.style ?? ''}; lyrics sung slowly and clearly for A1 learners.`;
}
