import { parseCacheMessage } from './shareCacheChanges';

describe('parseCacheMessage', () => {
  it('reads the changes another process sends', () => {
    const count = { kind: 'count', songId: 4, counter: 'likes', value: 9 };
    expect(parseCacheMessage(JSON.stringify({ from: 'a', change: count }))).toEqual({
      from: 'a',
      change: count,
    });
    expect(parseCacheMessage('{"from":"b","change":{"kind":"clear"}}')?.change).toEqual({
      kind: 'clear',
    });
  });

  it('ignores anything else on the channel', () => {
    for (const text of [
      'not json',
      '{}',
      '{"from":"a","change":{"kind":"count","songId":"4","counter":"likes","value":1}}',
      '{"from":"a","change":{"kind":"count","songId":4,"counter":"password","value":1}}',
      '{"from":"a","change":{"kind":"drop"}}',
    ])
      expect(parseCacheMessage(text)).toBeNull();
  });
});
