import { lineWords } from './lineWords';
import { speechInput } from './speechInput';
import { wordTimings, type SpeechEvent } from './wordTimings';

const word = (text_position: number, audio_position: number): SpeechEvent => ({
  type: 'word',
  text_position,
  audio_position,
});
const pause = (audio_position: number): SpeechEvent => ({
  type: 'phoneme',
  text_position: 0,
  audio_position,
  id: '',
});
const phoneme = (audio_position: number): SpeechEvent => ({
  type: 'phoneme',
  text_position: 0,
  audio_position,
  id: 'a',
});

describe('wordTimings', () => {
  it('ends a word at the pause after it, else where the next word starts', () => {
    const line = 'Wasser, Brot – das heißt';
    const input = speechInput(line);
    const events = [
      word(1, 0),
      phoneme(14),
      pause(447),
      word(9, 688),
      pause(1138),
      { type: 'end', text_position: 15, audio_position: 1500 },
      word(16, 1500),
      phoneme(1516),
      word(20, 1691),
      phoneme(1706),
    ];
    expect(wordTimings(lineWords(line), events, input.origin, 2400)).toEqual([
      { start: 0, end: 447 },
      { start: 688, end: 1138 },
      { start: 1500, end: 1691 },
      { start: 1691, end: 2400 },
    ]);
  });

  it('spans a number read as several words, and finds words after escaped characters', () => {
    const line = 'A & 2024 Äpfel';
    const input = speechInput(line); // "A &amp; 2024 Äpfel"
    const events = [
      word(1, 0),
      word(3, 200),
      word(9, 400),
      word(9, 700),
      word(9, 900),
      word(14, 1200),
    ];
    expect(wordTimings(lineWords(line), events, input.origin, 1600)).toEqual([
      { start: 0, end: 400 },
      { start: 400, end: 1200 },
      { start: 1200, end: 1600 },
    ]);
  });

  it('puts a word no event names between its neighbours, never backwards', () => {
    const line = 'eins zwei drei';
    const events = [word(1, 0), pause(300), word(11, 800)];
    expect(wordTimings(lineWords(line), events, speechInput(line).origin, 1000)).toEqual([
      { start: 0, end: 300 },
      { start: 300, end: 800 },
      { start: 800, end: 1000 },
    ]);
  });
});
