/** Freeverb's comb and all-pass lengths at 44.1 kHz, in seconds (one channel of them). */
const combSeconds = [0.0253, 0.0269, 0.029, 0.0307, 0.0322, 0.0338];
const allPassSeconds = [0.0126, 0.01, 0.0077];

/**
 * A small mono Schroeder–Moorer reverb (damped feedback combs into all-passes) that adds
 * `amount` of the room of `send` onto `mix`: cheap next to the synthesizer's own effects.
 */
export function addReverb(
  mix: Float32Array,
  send: Float32Array,
  amount: number,
  sampleRate: number,
  feedback = 0.8,
  damping = 0.35,
): void {
  if (amount <= 0) return;
  const wet = new Float32Array(send.length);
  for (const seconds of combSeconds) {
    const delay = new Float32Array(Math.max(1, Math.round(seconds * sampleRate)));
    let at = 0;
    let filtered = 0;
    for (let i = 0; i < send.length; i++) {
      const out = delay[at] as number;
      filtered = out * (1 - damping) + filtered * damping;
      delay[at] = (send[i] as number) + filtered * feedback;
      wet[i] = (wet[i] as number) + out;
      at = at + 1 === delay.length ? 0 : at + 1;
    }
  }
  for (const seconds of allPassSeconds) {
    const delay = new Float32Array(Math.max(1, Math.round(seconds * sampleRate)));
    let at = 0;
    for (let i = 0; i < wet.length; i++) {
      const delayed = delay[at] as number;
      const input = wet[i] as number;
      delay[at] = input + delayed * 0.5;
      wet[i] = delayed - input * 0.5;
      at = at + 1 === delay.length ? 0 : at + 1;
    }
  }
  const gain = amount / combSeconds.length;
  const length = Math.min(mix.length, wet.length);
  for (let i = 0; i < length; i++) mix[i] = (mix[i] as number) + (wet[i] as number) * gain;
}
