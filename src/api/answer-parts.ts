import { longestListAt } from '@/lib/longest-list';
import type { AnswerReading, WorkerReply } from './read-answer';

/**
 * Rows per message from the answer worker. The page's copy of a message is made when its
 * handler runs, one task per message: an answer listing 13,000 accounts (demo scale 10) came
 * as one 170-210 ms copy; in parts of this size each copy is a few tens of ms, and the page
 * can draw and take input between them.
 */
export const ROWS_PER_PART = 2000;

const valueAt = (value: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], value);

/** `value` with the list at `path` replaced, copying only the objects on the way to it. */
function withListAt(value: unknown, path: readonly string[], list: unknown[]): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return list;
  const at = value as Record<string, unknown>;
  return { ...at, [key]: withListAt(at[key], rest, list) };
}

/**
 * The worker's replies for one reading: its longest list, when longer than `size`, first in
 * parts of `size` rows (each its own message), then the reading with that list empty and
 * the path it goes back to. Any other reading is one reply.
 */
export function answerReplies(
  id: number,
  reading: AnswerReading | null,
  size = ROWS_PER_PART,
): WorkerReply[] {
  if (!reading?.ok) return [{ id, reading }];
  const { path, length } = longestListAt(reading.data);
  if (length <= size) return [{ id, reading }];
  const list = valueAt(reading.data, path) as unknown[];
  const replies: WorkerReply[] = [];
  for (let start = 0; start < length; start += size)
    replies.push({ id, part: list.slice(start, start + size) });
  replies.push({ id, reading: { ok: true, data: withListAt(reading.data, path, []) }, listPath: path });
  return replies;
}

/** The page's side: the reading with its list put back together from the parts, in order. */
export function joinParts(
  reading: AnswerReading,
  listPath: readonly string[] | undefined,
  parts: readonly unknown[][],
): AnswerReading {
  if (!reading.ok || listPath === undefined) return reading;
  return { ok: true, data: withListAt(reading.data, listPath, parts.flat()) };
}
