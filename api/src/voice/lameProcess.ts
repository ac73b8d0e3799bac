// LAME's command-line encoder (LGPL, Debian's `lame`), run in a process of its own at seed time
// when the machine has it: the same encoder as the WebAssembly build at the same settings, with
// about a third less CPU (docs/voice.md, "Encoding").
import { spawn, spawnSync } from 'node:child_process';

let available: boolean | undefined;

/** Whether `lame` runs here (asked once per thread); `BTB_LAME=wasm` keeps to the WebAssembly build. */
export function hasLameProcess(): boolean {
  available ??=
    process.env.BTB_LAME !== 'wasm' &&
    spawnSync('lame', ['--version'], { stdio: 'ignore', timeout: 5000 }).status === 0;
  return available;
}

/** Samples in [-1, 1] as signed 16-bit little-endian PCM, LAME's raw input (scaled as LAME scales floats). */
function pcm16(samples: Float32Array): Buffer {
  const pcm = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++) {
    const value = Math.round((samples[i] as number) * 32768);
    pcm.writeInt16LE(Math.max(-32768, Math.min(32767, value)), i * 2);
  }
  return pcm;
}

/**
 * Mono constant-bitrate MP3 through `lame`: algorithm quality 3 as the WebAssembly build uses, and
 * no Xing/LAME header (`-t`), as that build writes none, so players keep the same encoder delay.
 */
export function encodeWithLameProcess(
  samples: Float32Array,
  sampleRate: number,
  kbps: number,
): Promise<Buffer> {
  const args = ['-r', '-s', String(sampleRate / 1000), '--bitwidth', '16', '--signed'];
  args.push('--little-endian', '-m', 'm', '-b', String(kbps), '--cbr', '-q', '3', '-t');
  args.push('--silent', '-', '-');
  return new Promise((resolve, reject) => {
    const child = spawn('lame', args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdin.on('error', reject);
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(out))
        : reject(new Error(`lame exited with ${code}: ${errors.trim().slice(-300)}`)),
    );
    child.stdin.end(pcm16(samples));
  });
}
