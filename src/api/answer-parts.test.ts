import { describe, expect, it } from 'vitest';
import { answerReplies, joinParts } from './answer-parts';
import type { AnswerReading, WorkerReply } from './read-answer';

/** What the page does with the worker's replies (off-thread.ts), in order. */
function receive(replies: readonly WorkerReply[]): AnswerReading | null {
  const parts: unknown[][] = [];
  for (const reply of replies) {
    if ('part' in reply) parts.push(reply.part);
    else if ('reading' in reply) return reply.reading && joinParts(reply.reading, reply.listPath, parts);
  }
  throw new Error('no reading');
}

const rows = (count: number) => Array.from({ length: count }, (_, id) => ({ id }));

describe('answerReplies and joinParts', () => {
  it('sends a long list in parts of the given size, then the rest, and the page puts it back', () => {
    const data = { brand: 'Sunset Soda', totals: { accounts: 7 }, list: { accounts: rows(7) } };
    const replies = answerReplies(1, { ok: true, data }, 3);
    expect(replies.map((r) => ('part' in r ? r.part.length : 'reading'))).toEqual([3, 3, 1, 'reading']);
    // The last reply carries everything but the list.
    expect(replies.at(-1)).toEqual({
      id: 1,
      reading: { ok: true, data: { ...data, list: { accounts: [] } } },
      listPath: ['list', 'accounts'],
    });
    expect(receive(replies)).toEqual({ ok: true, data });
  });

  it('sends an answer that is itself a long list the same way', () => {
    const replies = answerReplies(2, { ok: true, data: rows(5) }, 2);
    expect(replies).toHaveLength(4);
    expect(receive(replies)).toEqual({ ok: true, data: rows(5) });
  });

  it('sends a short answer, a failed reading or none as one reply', () => {
    expect(answerReplies(3, { ok: true, data: rows(3) }, 3)).toEqual([
      { id: 3, reading: { ok: true, data: rows(3) } },
    ]);
    expect(answerReplies(4, { ok: false, reason: 'json' }, 1)).toEqual([
      { id: 4, reading: { ok: false, reason: 'json' } },
    ]);
    expect(answerReplies(5, null, 1)).toEqual([{ id: 5, reading: null }]);
  });
});
