import { renderHook, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch, timedLine } from '@btb/shared-testing';
import { lineRange } from './lineRange';
import { lineIndexAt, useLyricLines } from './useLyricLines';

const lines = [timedLine(4, 'a', 'A'), timedLine(6.5, 'b', 'B'), timedLine(9, 'c', 'C')];

describe('synced lyrics', () => {
  it('the current line is the last one that has started', () => {
    expect(lineIndexAt(lines, 0)).toBe(-1);
    expect(lineIndexAt(lines, 4)).toBe(0);
    expect(lineIndexAt(lines, 6.49)).toBe(0);
    expect(lineIndexAt(lines, 6.5)).toBe(1);
    expect(lineIndexAt(lines, 40)).toBe(2);
  });

  it('a line runs until the next starts, the last one until the end of the track', () => {
    expect(lineRange(lines, 1, 48)).toEqual({ start: 6.5, end: 9 });
    expect(lineRange(lines, 2, 48)).toEqual({ start: 9, end: 48 });
    expect(lineRange(lines, -1, 48)).toBeNull();
  });

  it('reads the song detail: lines by start (an older answer gets no words), lesson and language', async () => {
    const timed = timedLine(6, 'Hallo du', 'Hello you');
    const untimed = { start: 2, text: 'Tschüss', translation: 'Bye' };
    mockFetch([
      [
        'GET',
        '/api/song/7',
        () =>
          jsonResponse({
            strCode: ' L1 ',
            language: 'de',
            lyricLines: [timed, untimed, { start: 'x' }],
          }),
      ],
    ]);
    const track = { id: 7, title: 'Hallo Pop', creator: 'Lena', ysnRestricted: 0 as const };
    const { result } = renderHook(() => useLyricLines(track));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toEqual({
      status: 'ready',
      lessonCode: 'L1',
      language: 'de',
      lines: [{ ...untimed, end: 2, words: [] }, timed],
    });
  });
});
