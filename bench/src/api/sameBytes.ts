import { request } from 'node:http';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * One answer of the API exactly as it went over the wire (compressed where it was), so the bare
 * baseline can send the very same bytes: what a read costs beyond hello-world splits into what its
 * body costs any server and the load generator, and what our API adds (issue 15 point 5).
 */
export interface CapturedAnswer {
  path: string;
  contentType: string;
  contentEncoding?: string;
  body: Buffer;
}

/** The environment variable that hands the captured answers to `helloServer.ts`. */
export const sameBytesEnv = 'BENCH_SAME_BYTES';

/** GETs `path` and keeps the body undecoded (fetch would decompress it). */
function rawGet(base: string, pathname: string, headers: Record<string, string>) {
  return new Promise<CapturedAnswer>((resolve, reject) => {
    const req = request(new URL(pathname, base), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const encoding = res.headers['content-encoding'];
        resolve({
          path: pathname,
          contentType: res.headers['content-type'] ?? 'application/octet-stream',
          ...(encoding && { contentEncoding: encoding }),
          body: Buffer.concat(chunks),
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Asks the API for each path once and writes the answers to a file for the baseline server, which
 * answers each at the same path and query.
 */
export async function captureAnswers(
  base: string,
  paths: string[],
  headers: Record<string, string>,
): Promise<{ file: string; answers: Map<string, CapturedAnswer> }> {
  const answers = new Map<string, CapturedAnswer>();
  for (const pathname of paths) answers.set(pathname, await rawGet(base, pathname, headers));
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'btb-same-bytes-')), 'answers.json');
  writeFileSync(
    file,
    JSON.stringify(
      [...answers.values()].map((answer) => ({ ...answer, body: answer.body.toString('base64') })),
    ),
  );
  return { file, answers };
}

/** Reads what `captureAnswers` wrote, by path and query; none when the variable is unset. */
export function readAnswers(file: string | undefined): Map<string, CapturedAnswer> {
  if (!file) return new Map();
  const stored = JSON.parse(readFileSync(file, 'utf8')) as (Omit<CapturedAnswer, 'body'> & {
    body: string;
  })[];
  return new Map(
    stored.map((answer) => [answer.path, { ...answer, body: Buffer.from(answer.body, 'base64') }]),
  );
}
