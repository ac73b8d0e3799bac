import { dayStreak, daysOf, minutesThisWeek, startedLessons } from './stats';

// Monday 23 November 2026 is the first day of its week.
const day = (date: number, hour = 12) => new Date(2026, 10, date, hour);

describe('day streak', () => {
  const active = new Set(['2026-11-20', '2026-11-21', '2026-11-22']);

  it('counts the days in a row up to yesterday while today has nothing yet', () => {
    expect(dayStreak(active, day(22, 8))).toBe(3);
    expect(dayStreak(active, day(23, 20))).toBe(3);
  });

  it('includes today and breaks at a missed day', () => {
    expect(dayStreak(new Set([...active, '2026-11-23']), day(23))).toBe(4);
    expect(dayStreak(active, day(24))).toBe(0);
    expect(dayStreak(new Set(), day(24))).toBe(0);
  });

  it('takes the local day of each instant', () => {
    const late = new Date(2026, 10, 21, 23, 30).toISOString();
    expect(daysOf([late])).toEqual(new Set(['2026-11-21']));
  });
});

describe('minutes this week', () => {
  const seconds = {
    '2026-11-22': 600, // Sunday: last week
    '2026-11-23': 90,
    '2026-11-25': 150,
    '2026-11-30': 60, // next Monday
  };

  it('adds the days from Monday through today, in whole minutes', () => {
    expect(minutesThisWeek(seconds, day(23))).toBe(1);
    expect(minutesThisWeek(seconds, day(29))).toBe(4);
    expect(minutesThisWeek(seconds, day(22))).toBe(10);
    expect(minutesThisWeek({}, day(25))).toBe(0);
  });
});

describe('started lessons', () => {
  const card = (lessonCode: string, at: string, due: string) => ({
    lessonCode,
    lastReview: `2026-11-${at}T10:00:00.000Z`,
    due: `2026-11-${due}T10:00:00.000Z`,
  });

  it('counts words learned and due per lesson as the learning plan does, most recent first', () => {
    const now = new Date('2026-11-23T12:00:00.000Z');
    const lessons = startedLessons(
      [card('A', '20', '22'), card('A', '21', '25'), card('B', '22', '23')],
      now,
    );
    expect(lessons).toEqual([
      { code: 'B', learned: 1, due: 1, lastReview: '2026-11-22T10:00:00.000Z' },
      { code: 'A', learned: 2, due: 1, lastReview: '2026-11-21T10:00:00.000Z' },
    ]);
  });
});
