import type { Layer } from './backingTypes';
import type { GenreName } from './musicGenres';
import { addReverb } from './simpleReverb';

/** Loudness of each bus relative to the harmony's, per genre: brushes sit back, boom-bap hits hard. */
const drumLevel: Record<GenreName, number> = {
  Pop: 1,
  'Hip-Hop': 1.3,
  Reggae: 0.9,
  Jazz: 0.7,
  Folk: 0.8,
  Rock: 1.2,
  Electronic: 1.2,
  Latin: 1,
  'R&B': 0.9,
  Schlager: 1,
};
const bassLevel = 0.8;

/** How much of the drums goes through the room, next to all of the harmony. */
const drumsToRoom = 0.3;

function rms(samples: Float32Array, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += (samples[i] as number) ** 2;
  return Math.sqrt(sum / Math.max(1, to - from));
}

/**
 * The three buses mixed to one: each scaled so its RMS over the body of the song (`from` to `to`)
 * matches the genre's balance (whatever instruments the style named), the harmony and some of the
 * drums sent through a small room.
 */
export function mixBuses(
  buses: Record<Layer, Float32Array>,
  genre: GenreName,
  reverb: number,
  sampleRate: number,
  [from, to]: [number, number],
): Float32Array {
  const { drums, bass, harmony } = buses;
  const reference = rms(harmony, from, to) || 0.02;
  const gainOf = (bus: Float32Array, level: number) => {
    const level0 = rms(bus, from, to);
    return level0 > 1e-6 ? (reference * level) / level0 : 1;
  };
  const drumGain = gainOf(drums, drumLevel[genre]);
  const bassGain = gainOf(bass, bassLevel);
  const mix = new Float32Array(harmony.length);
  for (let i = 0; i < mix.length; i++) {
    const d = (drums[i] as number) * drumGain;
    const h = harmony[i] as number;
    mix[i] = d + (bass[i] as number) * bassGain + h;
    // The room's send, built in place.
    harmony[i] = h + d * drumsToRoom;
  }
  addReverb(mix, harmony, reverb, sampleRate);
  return mix;
}
