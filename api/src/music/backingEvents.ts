import { hashString } from '../seed/seededRandom';
import { bassBar } from './bassLines';
import type { BarContext, BackingPlan, Layer, NoteEvent, PartNote, Section } from './backingTypes';
import { compBar } from './chordComping';
import { drumBar, drumPatterns } from './drumPatterns';
import { genreReverb } from './genreSounds';
import { drum, drumChannel } from './gmSounds';
import { accentBar, padBar } from './padAndAccent';
import { parseMusicStyle, type MusicStyle } from './parseMusicStyle';
import { percussionBar } from './percussionLayers';
import { chordAt, clampVelocity } from './stepPattern';

/** One MIDI channel of the backing: its General MIDI program, level and mix bus. */
export interface ChannelSetup {
  channel: number;
  program: number;
  /** Channel volume (controller 7), 0-127. */
  volume: number;
  layer: Layer;
}

/** Everything the synthesizer is told to play, bar by bar. */
export interface BackingEvents {
  style: MusicStyle;
  /** 4/4 at the style's tempo: 4 × 60 / bpm. */
  barSeconds: number;
  channels: ChannelSetup[];
  notes: NoteEvent[];
  /** Reverb send of the harmony, 0-1. */
  reverb: number;
}

const channel = { comp: 0, pad: 1, bass: 2, accent: 3 } as const;

/** Softer intros and outros, a lifted chorus. */
const sectionLift: Record<Section, number> = { intro: -20, verse: 0, chorus: 6, outro: -12 };

function channelsOf(style: MusicStyle): ChannelSetup[] {
  const { comp, pad, bass, accent, drumKit } = style.instruments;
  const channels: ChannelSetup[] = [
    { channel: channel.comp, program: comp, volume: 100, layer: 'harmony' },
    { channel: channel.bass, program: bass, volume: 110, layer: 'bass' },
    { channel: drumChannel, program: drumKit, volume: 115, layer: 'drums' },
  ];
  if (pad !== null)
    channels.push({ channel: channel.pad, program: pad, volume: 72, layer: 'harmony' });
  if (accent !== null)
    channels.push({ channel: channel.accent, program: accent, volume: 88, layer: 'harmony' });
  return channels;
}

function contextsOf(plan: BackingPlan, variant: number): BarContext[] {
  let sectionBar = 0;
  return plan.bars.map((bar, i) => {
    const previous = plan.bars[i - 1];
    const next = plan.bars[i + 1];
    sectionBar = previous && previous.section === bar.section ? sectionBar + 1 : 0;
    return {
      chord: bar.chord,
      bass: bar.bass,
      nextBass: next?.bass ?? bar.bass,
      section: bar.section,
      sectionBar,
      lastOfSection: !next || next.section !== bar.section,
      variant,
    };
  });
}

type Parts = Partial<Record<'drums' | 'bass' | 'comp' | 'pad' | 'accent', PartNote[]>>;

/** What each part plays in one bar of the song. */
function partsOf(style: MusicStyle, bar: BarContext, last: boolean): Parts {
  const { genre, instruments } = style;
  if (bar.section === 'outro' && last) {
    const chord = chordAt(bar.chord, 0, 4, 84);
    return {
      comp: chord,
      pad: instruments.pad === null ? [] : chord,
      bass: [{ note: bar.bass, velocity: 100, start: 0, length: 4 }],
      drums: [drum.kick, drum.crash].map((note) => ({ note, velocity: 100, start: 0, length: 2 })),
    };
  }
  if (bar.section === 'intro') {
    const countIn = bar.lastOfSection && bar.sectionBar > 0;
    return {
      comp: compBar(genre, bar),
      pad: padBar(genre, bar),
      bass: bar.lastOfSection ? [{ note: bar.bass, velocity: 80, start: 0, length: 3.9 }] : [],
      drums: countIn
        ? [0, 1, 2, 3].map((start) => ({ note: drum.closedHat, velocity: 60, start, length: 0.25 }))
        : [],
    };
  }
  const swing = drumPatterns[genre].swing ?? 0.5;
  return {
    drums: [...drumBar(genre, bar), ...percussionBar(instruments.percussion, bar, swing)],
    bass: bassBar(genre, bar),
    comp: compBar(genre, bar),
    pad: instruments.pad === null ? [] : padBar(genre, bar),
    accent: instruments.accent === null ? [] : accentBar(genre, bar),
  };
}

const partChannel = { ...channel, drums: drumChannel } as const;
const partLayer: Record<keyof Parts, Layer> = {
  drums: 'drums',
  bass: 'bass',
  comp: 'harmony',
  pad: 'harmony',
  accent: 'harmony',
};

/**
 * The backing of `plan` as note events: the style's genre picks the drum pattern, bass line and
 * comping, the style's words the instruments; intro bars are light (a hi-hat count-in at most),
 * choruses fuller than verses, and the last outro bar a held final chord. Pure: no audio.
 */
export function backingEvents(plan: BackingPlan): BackingEvents {
  const style = parseMusicStyle(plan.style);
  const variant = hashString(plan.seed) & 1;
  const notes: NoteEvent[] = [];
  contextsOf(plan, variant).forEach((bar, index) => {
    const parts = partsOf(style, bar, index === plan.bars.length - 1);
    const lift = sectionLift[bar.section];
    for (const [part, partNotes] of Object.entries(parts) as [keyof Parts, PartNote[]][]) {
      for (const note of partNotes) {
        notes.push({
          ...note,
          velocity: clampVelocity(note.velocity + lift),
          bar: index,
          channel: partChannel[part],
          layer: partLayer[part],
        });
      }
    }
  });
  return {
    style,
    barSeconds: (4 * 60) / style.bpm,
    channels: channelsOf(style),
    notes,
    reverb: genreReverb[style.genre],
  };
}
