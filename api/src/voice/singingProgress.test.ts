import { singingProgress } from './singingProgress';

describe('singingProgress', () => {
  it('tells how far the singing is, every 15 songs and at the last', () => {
    const lines: string[] = [];
    const progress = singingProgress((line) => lines.push(line), 31, 2);
    for (let i = 0; i < 31; i++) progress.songDone();
    progress.finished();
    expect(lines[0]).toMatch(/^singing 31 song\(s\) and 2 podcast\(s\)/);
    expect(lines.slice(1, 4)).toEqual([
      'sung 15 of 31 songs',
      'sung 30 of 31 songs',
      'sung 31 of 31 songs',
    ]);
    expect(lines[4]).toMatch(/^media ready in \d+ s$/);
  });

  it('says nothing when nothing is missing, or when nobody listens', () => {
    const lines: string[] = [];
    singingProgress((line) => lines.push(line), 0, 0).finished();
    expect(lines).toEqual([]);
    const silent = singingProgress(undefined, 3, 0);
    silent.songDone();
    silent.finished();
  });
});
