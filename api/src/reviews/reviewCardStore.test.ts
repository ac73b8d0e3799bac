import type { ReviewLog, ReviewRating } from '@btb/shared-contract';
import { replayCards } from '@btb/shared-fsrs/scheduler';
import { isoTimestamp } from '@btb/database';
import { countingDb } from '../testing/countingDb';
import { testContext } from '../testing/testApp';
import { testLearner } from '../testing/testLearner';
import { ensureReviewCards, updateReviewCards } from './reviewCardStore';

const learner = () => testLearner('cards');
const ratings: ReviewRating[] = ['again', 'hard', 'good', 'easy'];
const words = Array.from({ length: 12 }, (_, i) => `Wort${i}`);

let logNo = 0;
/** Three answers of each word, at times and with ratings that differ from word to word. */
function logsOf(chosen: readonly string[], day: number): ReviewLog[] {
  return chosen.flatMap((word, w) =>
    [0, 1, 2].map((answer) => {
      logNo += 1;
      return {
        id: `card-test-${String(logNo).padStart(6, '0')}`,
        lessonCode: `DE_EN_A1_B01_L0${(w % 3) + 1}`,
        word,
        rating: ratings[(w + answer) % ratings.length] as ReviewRating,
        reviewedAt: new Date(Date.UTC(2026, 10, day, 8 + answer * 3, w)).toISOString(),
      };
    }),
  );
}

/** Logs stored as they were before the card table (no card is written for them). */
async function insertLogs(userId: number, logs: readonly ReviewLog[]): Promise<void> {
  await testContext().db.query(
    `INSERT INTO review_logs (user_id, id, seq, lesson_code, word, rating, reviewed_at)
     SELECT $1, l.id,
       (SELECT COALESCE(max(seq), 0) FROM review_logs WHERE user_id = $1) + row_number() OVER (),
       l."lessonCode", l.word, l.rating, l."reviewedAt"
     FROM json_to_recordset($2::json)
       AS l(id text, "lessonCode" text, word text, rating text, "reviewedAt" timestamptz)`,
    [userId, JSON.stringify(logs)],
  );
}

type CardRow = { lessonCode: string; word: string; due: string; lastReview: string };
const inOrder = (rows: CardRow[]) =>
  rows.sort((a, b) => `${a.lessonCode} ${a.word}`.localeCompare(`${b.lessonCode} ${b.word}`));

async function storedCards(userId: number): Promise<CardRow[]> {
  const rows = await testContext().db.query<CardRow>(
    `SELECT lesson_code AS "lessonCode", word, ${isoTimestamp('due')} AS due,
       ${isoTimestamp('last_review')} AS "lastReview"
     FROM review_cards WHERE user_id = $1`,
    [userId],
  );
  return inOrder(rows);
}

const replayed = (logs: readonly ReviewLog[]) =>
  inOrder(
    replayCards(logs).map(({ lessonCode, word, due, lastReview }) => ({
      lessonCode,
      word,
      due,
      lastReview,
    })),
  );

describe('review cards', () => {
  it("builds every card of an account's older logs in a few statements, however many", async () => {
    const me = await learner();
    const logs = logsOf(words, 10);
    await insertLogs(me.userId, logs);
    const counting = countingDb(testContext().db);
    await counting.db.transaction((tx) => ensureReviewCards(tx, me.userId));
    // Is the account built, its logs, the old cards gone, the cards, the account marked built.
    expect(counting.statements).toHaveLength(5);
    expect(await storedCards(me.userId)).toEqual(replayed(logs));
  });

  it('replays each touched card from all its logs in a few statements, however many', async () => {
    const [me, other] = [await learner(), await learner()];
    const first = logsOf(words, 10);
    await insertLogs(me.userId, first);
    await testContext().db.transaction((tx) => ensureReviewCards(tx, me.userId));
    // Later answers of eight known words and four new ones; another learner's logs of the same
    // words stay theirs.
    const later = logsOf([...words.slice(0, 8), 'neu0', 'neu1', 'neu2', 'neu3'], 12);
    await insertLogs(me.userId, later);
    await insertLogs(other.userId, logsOf(words, 11));
    const counting = countingDb(testContext().db);
    await counting.db.transaction((tx) => updateReviewCards(tx, me.userId, [...later, ...later]));
    // Is the account built, the touched cards' logs, the cards.
    expect(counting.statements).toHaveLength(3);
    expect(await storedCards(me.userId)).toEqual(replayed([...first, ...later]));
  });

  it('writes nothing when no card was touched', async () => {
    const me = await learner();
    await testContext().db.transaction((tx) => ensureReviewCards(tx, me.userId));
    await testContext().db.transaction((tx) => updateReviewCards(tx, me.userId, []));
    expect(await storedCards(me.userId)).toEqual([]);
  });
});
