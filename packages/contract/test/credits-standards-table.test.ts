/**
 * Hand-worked and published cases of Standard No. 16 and No. 17 (Statement on Standards for CPE
 * Programs, NASBA/AICPA, 2016 as carried into the 2024 revision; ADR 0051), at least 40 per
 * delivery method, each with its arithmetic in the test name. Published cases are marked:
 *  - NASBA Registry, "how to determine what increment": 140 minutes are 2.8 credits in fifths, 2.5 in halves;
 *  - 22 Tex. Admin. Code §523.142(f): five 30-minute presentations, 150 minutes, are 3 credits;
 *  - issue 27: 320 minutes are 6.4, 350 minutes are 7.0.
 */
import { describe, expect, it } from 'vitest';
import { type CreditIncrement, computeCredits } from '../src/course/rules/credits.ts';
import { DELIVERY_METHOD_IDS, DELIVERY_METHOD_NAMES } from '../src/reference/rules/lookups.ts';
import { mod } from './credit-builders.ts';

type Row = [minutes: number, increment: CreditIncrement, credits: number, note?: string];
const F: CreditIncrement = 0.2;
const H: CreditIncrement = 0.5;
const name = (increment: CreditIncrement) => (increment === F ? 'fifths' : 'halves');
const credits = (minutes: number, increment: CreditIncrement, deliveryMethodId: number) =>
  computeCredits([mod(minutes)], { deliveryMethodId, increment }).total;

// Group: nothing below 50 minutes, 1.0 at 50, then rounded down to the increment.
const GROUP: Row[] = [
  [0, F, 0],
  [10, F, 0],
  [25, F, 0],
  [49, F, 0],
  [50, F, 1],
  [59, F, 1],
  [60, F, 1.2],
  [69, F, 1.2],
  [70, F, 1.4],
  [75, F, 1.4],
  [80, F, 1.6],
  [90, F, 1.8],
  [99, F, 1.8],
  [100, F, 2],
  [110, F, 2.2],
  [120, F, 2.4],
  [125, F, 2.4],
  [130, F, 2.6],
  [140, F, 2.8, 'NASBA'],
  [149, F, 2.8],
  [150, F, 3, 'Texas §523.142(f)'],
  [175, F, 3.4],
  [200, F, 4],
  [240, F, 4.8],
  [250, F, 5],
  [300, F, 6],
  [320, F, 6.4, 'issue 27'],
  [350, F, 7, 'issue 27'],
  [355, F, 7],
  [360, F, 7.2],
  [395, F, 7.8],
  [400, F, 8],
  [480, F, 9.6],
  [505, F, 10],
  [510, F, 10.2],
  [725, F, 14.4],
  [49, H, 0],
  [50, H, 1],
  [74, H, 1],
  [75, H, 1.5],
  [99, H, 1.5],
  [100, H, 2],
  [124, H, 2],
  [125, H, 2.5],
  [140, H, 2.5, 'NASBA'],
  [150, H, 3],
  [174, H, 3],
  [175, H, 3.5],
  [320, H, 6],
  [350, H, 7],
  [360, H, 7],
  [375, H, 7.5],
  [480, H, 9.5],
  [725, H, 14.5],
];

// Self study: 0.5 from 25 minutes, 1.0 from 50, the increment only after the first full credit.
const SELF_STUDY: Row[] = [
  [0, F, 0],
  [10, F, 0],
  [24, F, 0],
  [25, F, 0.5],
  [29, F, 0.5],
  [30, F, 0.5],
  [40, F, 0.5],
  [49, F, 0.5],
  [50, F, 1],
  [54, F, 1],
  [59, F, 1],
  [60, F, 1.2],
  [69, F, 1.2],
  [70, F, 1.4],
  [75, F, 1.4],
  [80, F, 1.6],
  [99, F, 1.8],
  [100, F, 2],
  [125, F, 2.4],
  [140, F, 2.8],
  [150, F, 3],
  [320, F, 6.4],
  [350, F, 7],
  [24, H, 0],
  [25, H, 0.5],
  [30, H, 0.5],
  [49, H, 0.5],
  [50, H, 1],
  [60, H, 1],
  [74, H, 1],
  [75, H, 1.5],
  [99, H, 1.5],
  [100, H, 2],
  [124, H, 2],
  [125, H, 2.5],
  [140, H, 2.5],
  [150, H, 3],
  [175, H, 3.5],
  [320, H, 6],
  [350, H, 7],
];

// Nano learning: exactly 0.2 for a program of 10 minutes or more, whatever its length or increment.
const NANO_MINUTES = [0, 1, 2, 3, 5, 7, 8, 9, 10, 11, 12, 15, 19, 20, 25, 30, 45, 50, 60, 90, 120, 300];
const NANO: Row[] = [F, H].flatMap((increment) => NANO_MINUTES.map((m): Row => [m, increment, m >= 10 ? 0.2 : 0]));

const NONE_MINUTES = [0, 10, 25, 49, 50, 60, 75, 100, 125, 140, 150, 200, 250, 320, 350, 400, 480, 500, 725, 1000];
const NONE: Row[] = [F, H].flatMap((increment) => NONE_MINUTES.map((m): Row => [m, increment, 0]));

function table(methodId: number, rows: Row[], arithmetic: (row: Row) => string) {
  describe(`${DELIVERY_METHOD_NAMES[methodId as keyof typeof DELIVERY_METHOD_NAMES]} (${rows.length} cases)`, () => {
    expect(rows.length).toBeGreaterThanOrEqual(40);
    for (const row of rows) {
      it(arithmetic(row), () => expect(credits(row[0], row[1], methodId)).toBe(row[2]));
    }
  });
}

const groupArithmetic = ([m, inc, c, note]: Row) =>
  `${m} min ÷ 50 = ${(m / 50).toFixed(2)} → ${c.toFixed(1)} (${name(inc)}${m < 50 ? ', under one credit' : ''})${note ? ` [${note}]` : ''}`;
const selfStudyArithmetic = ([m, inc, c]: Row) =>
  `${m} min ÷ 50 = ${(m / 50).toFixed(2)} → ${c.toFixed(1)} (${name(inc)}${m < 25 ? ', under one half' : m < 50 ? ', one half until the first credit' : ''})`;

describe('Standard No. 16 by delivery method', () => {
  for (const id of [DELIVERY_METHOD_IDS.groupLive, DELIVERY_METHOD_IDS.groupInternet, DELIVERY_METHOD_IDS.groupLiveAndInternet]) {
    table(id, GROUP, groupArithmetic);
  }
  for (const id of [DELIVERY_METHOD_IDS.qasSelfStudy, DELIVERY_METHOD_IDS.interactiveSelfStudy]) table(id, SELF_STUDY, selfStudyArithmetic);
  table(
    DELIVERY_METHOD_IDS.nanoLearning,
    NANO,
    ([m, inc, c]) => `${m} min → ${c.toFixed(1)} (${name(inc)}; ${m >= 10 ? 'a nano program is 0.2' : 'under 10 minutes'})`,
  );
  table(DELIVERY_METHOD_IDS.notApplicable, NONE, ([m, inc]) => `${m} min → 0.0 (${name(inc)}; no CPE credit)`);
});

// Word count: [words, media minutes, review questions, exam questions, increment, credits].
type Counts = [number, number, number, number, CreditIncrement, number];
const WORD_COUNT: Counts[] = [
  [9000, 0, 0, 0, F, 1],
  [8999, 0, 0, 0, F, 0.5],
  [4500, 0, 0, 0, F, 0.5],
  [4499, 0, 0, 0, F, 0],
  [0, 25, 0, 0, F, 0.5],
  [0, 24, 0, 0, F, 0],
  [0, 0, 14, 0, F, 0.5],
  [0, 0, 13, 0, F, 0],
  [0, 0, 0, 14, F, 0.5],
  [0, 0, 7, 7, F, 0.5],
  [4500, 20, 3, 0, F, 1],
  [18000, 60, 20, 0, F, 3.8],
  [18000, 60, 20, 0, H, 3.5],
  [0, 44, 3, 0, F, 0.5],
  [0, 44, 3, 5, F, 1],
  [9000, 0, 3, 5, F, 1.2],
  [9000, 0, 3, 5, H, 1],
  [18000, 0, 6, 10, F, 2.4],
  [18000, 0, 6, 10, H, 2.5],
  [27000, 0, 9, 15, F, 3.8],
  [27000, 0, 9, 15, H, 3.5],
  [36000, 30, 12, 20, F, 5.6],
  [36000, 30, 12, 20, H, 5.5],
  [0, 60, 0, 0, F, 1.2],
  [0, 60, 0, 0, H, 1],
  [0, 75, 0, 0, H, 1.5],
  [0, 74, 0, 0, H, 1],
  [1800, 40, 3, 5, F, 1.2],
  [1800, 40, 3, 5, H, 1],
  [5400, 10, 2, 3, F, 0.5],
  [5400, 11, 2, 3, F, 1],
  [90000, 0, 0, 0, F, 10],
  [90000, 0, 30, 50, F, 12.8],
  [90000, 0, 30, 50, H, 12.5],
  [0, 0, 27, 0, F, 0.5],
  [0, 0, 28, 0, F, 1],
  [0, 0, 16, 16, F, 1],
  [0, 0, 17, 16, F, 1.2],
  [12600, 5, 3, 5, F, 1.6],
  [12600, 6, 3, 5, F, 1.8],
  [12600, 6, 3, 5, H, 1.5],
  [0, 0, 0, 0, F, 0],
];

describe(`QAS Self Study by the word-count formula, Standard No. 17 (${WORD_COUNT.length} cases)`, () => {
  expect(WORD_COUNT.length).toBeGreaterThanOrEqual(40);
  for (const [words, media, review, exam, increment, expected] of WORD_COUNT) {
    const minutes = words / 180 + media + (review + exam) * 1.85;
    const label = `(${words} words ÷ 180 + ${media} min + (${review} + ${exam}) questions × 1.85) = ${minutes.toFixed(2)} min ÷ 50 = ${(minutes / 50).toFixed(3)} → ${expected.toFixed(1)} (${name(increment)})`;
    it(label, () => {
      const result = computeCredits([mod(500)], {
        deliveryMethodId: DELIVERY_METHOD_IDS.qasSelfStudy,
        increment,
        selfStudy: { words, mediaMinutes: media, reviewQuestions: review, examQuestions: exam },
      });
      expect(result.total).toBe(expected);
      expect(result.creditMinutes).toBeCloseTo(minutes, 9);
    });
  }
});
