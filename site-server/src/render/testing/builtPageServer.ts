import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { RemoteMap } from '@btb/platform';
import { repoRoot } from '@btb/platform/paths';

/**
 * A page origin with the shell's server build (`builtPageServerRun.ts`), in a process of its own,
 * for the remote map given.
 */
export async function startBuiltPageServer(remotes: RemoteMap) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'builtPageServerRun.ts'), JSON.stringify(remotes)],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');
  const base = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('{"base":')) resolve((JSON.parse(line) as { base: string }).base);
      else output += `${line}\n`;
    });
    void exited.then(() => reject(new Error(`The page server exited:\n${output}`)));
  });
  return {
    base,
    /** Resolves once it has warned `text` (on a pipe of its own, so maybe after its answer). */
    logged: async (text: string, timeoutMs = 5_000) => {
      const deadline = AbortSignal.timeout(timeoutMs);
      while (!output.includes(text)) {
        await once(child.stderr, 'data', { signal: deadline }).catch(() => {
          throw new Error(`The page server did not log "${text}":\n${output}`);
        });
      }
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
