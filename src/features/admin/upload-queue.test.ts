import { describe, expect, it } from 'vitest';
import { addToQueue, canUpload, isXlsx, removeFromQueue, uploadAll } from './upload-queue';

const file = (name: string, size = 1) => ({ name, size });

describe('upload queue', () => {
  it('accepts .xlsx only, in any letter case', () => {
    expect(isXlsx(file('a.xlsx'))).toBe(true);
    expect(isXlsx(file('A.XLSX'))).toBe(true);
    expect(isXlsx(file('a.xls'))).toBe(false);
    expect(isXlsx(file('a.xlsx.csv'))).toBe(false);
  });

  it('queues several files, ignores names already queued or repeated, and returns the rejected', () => {
    const first = addToQueue([], [file('a.xlsx'), file('b.xlsx'), file('notes.txt')]);
    expect(first.queue.map((f) => f.name)).toEqual(['a.xlsx', 'b.xlsx']);
    expect(first.rejected.map((f) => f.name)).toEqual(['notes.txt']);
    const second = addToQueue(first.queue, [file('b.xlsx', 99), file('c.xlsx'), file('c.xlsx', 2)]);
    expect(second.queue).toEqual([file('a.xlsx'), file('b.xlsx'), file('c.xlsx')]);
    expect(second.rejected).toEqual([]);
  });

  it('removes a queued file by name', () => {
    expect(removeFromQueue([file('a.xlsx'), file('b.xlsx')], 'a.xlsx')).toEqual([file('b.xlsx')]);
  });

  it('enables upload only with queued files and no upload running', () => {
    expect(canUpload([], false)).toBe(false);
    expect(canUpload([file('a.xlsx')], false)).toBe(true);
    expect(canUpload([file('a.xlsx')], true)).toBe(false);
  });

  it('uploads every file, settles only when all have finished and reports each failure', async () => {
    const finished: string[] = [];
    const failures = await uploadAll([file('slow.xlsx'), file('bad.xlsx'), file('ok.xlsx')], async (f) => {
      await new Promise((resolve) => setTimeout(resolve, f.name === 'slow.xlsx' ? 30 : 1));
      finished.push(f.name);
      if (f.name === 'bad.xlsx') throw new Error('Server says no');
    });
    expect(finished.sort()).toEqual(['bad.xlsx', 'ok.xlsx', 'slow.xlsx']);
    expect(failures).toEqual([{ file: file('bad.xlsx'), error: new Error('Server says no') }]);
  });
});
