import { Writable } from 'node:stream';
import type fs from 'node:fs';
import type { Db } from '@btb/database';
import { testContext } from '../testing/testApp';
import { buildApiApp } from './buildApiApp';
import { diskFullMessage, startFailureMessage } from './diskFull';

/** The shared database, except that every write fails the way a full disk makes it fail. */
function fullDisk(db: Db, error: Error): Db {
  const writes = /^\s*(INSERT|UPDATE|DELETE|WITH)/i;
  return {
    ...db,
    kind: db.kind,
    query: (sql, params) => (writes.test(sql) ? Promise.reject(error) : db.query(sql, params)),
    exec: (sql) => db.exec(sql),
    transaction: (work) => db.transaction(work),
    close: async () => undefined,
  };
}

/** The API on a database failing with `error`, logging into `lines`. */
async function failingApp(error: Error) {
  const { lines, stream } = logLines();
  const app = await buildApiApp({
    ...testContext(),
    db: fullDisk(testContext().db, error),
    config: { ...testContext().config, logLevel: 'info' },
    logger: true,
    logStream: stream,
  });
  const res = await app.inject({ method: 'POST', url: '/api/content/1/view' });
  await app.close();
  return { res, lines };
}

function logLines() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

describe('failures are visible', () => {
  it.each([
    ['PostgreSQL', Object.assign(new Error('could not extend file'), { code: '53100' })],
    [
      'the file system',
      Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }),
    ],
  ])(
    'answers a full disk (%s) with 507 and a clear message, without a log line per request',
    async (_source, error) => {
      const { res, lines } = await failingApp(error);
      expect(res.statusCode).toBe(507);
      expect(res.json()).toEqual({ message: diskFullMessage });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      // The one line is the volume's change of state (watchApiVolumes.test.ts), not the request's.
      expect(lines.filter((line) => String(line.msg).startsWith('disk full'))).toEqual([]);
    },
  );

  it('logs other failures with their cause and the request id, answering a generic 500', async () => {
    const failure = new Error('query failed', { cause: new Error('connection reset') });
    const { res, lines } = await failingApp(failure);
    expect(res.statusCode).toBe(500);
    const line = lines.find((entry) => entry.msg === 'request failed');
    expect(line).toMatchObject({ requestId: res.headers['x-request-id'] });
    expect(JSON.stringify(line)).toContain('connection reset');
  });

  it('says the disk is full when a start fails on a full disk', () => {
    const full = (() => ({ bavail: 0 })) as unknown as typeof fs.statfsSync;
    const roomy = (() => ({ bavail: 1000 })) as unknown as typeof fs.statfsSync;
    const aborted = new Error('Aborted()');
    expect(startFailureMessage(aborted, '/data', full)).toBe(
      'the disk holding /data is full: free some space and start again',
    );
    expect(startFailureMessage(aborted, '/data', roomy)).toContain('Aborted()');
    expect(
      startFailureMessage(Object.assign(new Error('x'), { code: 'ENOSPC' }), '/data', roomy),
    ).toContain('is full');
  });
});
