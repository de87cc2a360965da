import { afterEach, describe, expect, it } from 'vitest';
import { reportsFilters } from '@/api/contract/reports';
import { ScorecardFilesByBrand } from '@/api/contract/scorecard-files';
import { userFilters } from '@/api/contract/users';
import { TOKEN_TYPE, issueToken, resetDemoState } from '../demo-state';
import { writeXlsx } from '../xlsx';
import { MAX_SCORECARD_BYTES, SCORECARD_API_MESSAGES } from './scorecard-files';
import { callDemoApi, readXlsxRows } from './testing/call-demo-api';

/**
 * A multipart body written by hand: in vitest, jsdom's File and FormData reach Node's
 * fetch as plain blobs and lose the file name, which is what the API checks first.
 */
const multipart = (brand: string, name: string, bytes: Uint8Array) => {
  const boundary = 'demo-boundary-7d1f';
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="brand"\r\n\r\n${brand}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  const body = new Uint8Array(head.length + bytes.length + tail.length);
  body.set(head);
  body.set(bytes, head.length);
  body.set(tail, head.length + bytes.length);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
};

const upload = (brand: string, name: string, bytes: Uint8Array, login = 'superadmin') => {
  const { body, type } = multipart(brand, name, bytes);
  return fetch(`${location.origin}/api/chain-scorecard/upload`, {
    method: 'POST',
    headers: { Authorization: `${TOKEN_TYPE} ${issueToken(login)}`, 'Content-Type': type },
    body,
  });
};

const remove = (id: number) =>
  fetch(`${location.origin}/api/chain-scorecard/delete`, {
    method: 'POST',
    headers: { Authorization: `${TOKEN_TYPE} ${issueToken('superadmin')}` },
    body: new URLSearchParams({ id: String(id) }),
  });

const files = async (response: Response) => {
  expect(response.status).toBe(200);
  return ScorecardFilesByBrand.parse(await response.json());
};

const xlsxBytes = () =>
  writeXlsx([{ name: 'Chains', columns: [{ header: 'Chain' }], rows: [['Ralphs'], ['Vons']] }]);
const text = (value: string) => new TextEncoder().encode(value);

afterEach(() => resetDemoState());

describe('chain scorecard files demo API', () => {
  it('lists the sample file of every active brand', async () => {
    const list = await files(await callDemoApi('/chain-scorecard/list'));
    expect(Object.keys(list)).toEqual(['Sunset Soda', 'Golden Grove Juice', 'Canyon Cold Brew']);
    expect(list['Sunset Soda']).toEqual([{ id: 1, fileName: 'Sunset Soda Chain Scorecard.xlsx' }]);
  });

  it('keeps an upload and downloads the same bytes; the Reports options list it', async () => {
    const sent = await xlsxBytes();
    const list = await files(await upload('Golden Grove Juice', 'Q3 Ralphs.xlsx', sent));
    const added = list['Golden Grove Juice']?.find((f) => f.fileName === 'Q3 Ralphs.xlsx');
    expect(added).toBeDefined();

    const download = await callDemoApi('/chain-scorecard/download', { id: String(added!.id) });
    expect(download.headers.get('content-disposition')).toContain('Q3%20Ralphs.xlsx');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(sent);

    const options = reportsFilters.response.parse(await (await callDemoApi(reportsFilters)).json());
    expect(options.scorecards['Golden Grove Juice']?.map((f) => f.fileName)).toContain('Q3 Ralphs.xlsx');
    const admin = userFilters.response.parse(await (await callDemoApi(userFilters)).json());
    expect(admin.scorecards['Golden Grove Juice']).toEqual(options.scorecards['Golden Grove Juice']);

    // The same name again replaces the bytes under the same id.
    const again = await files(await upload('Golden Grove Juice', 'Q3 Ralphs.xlsx', await xlsxBytes()));
    expect(again['Golden Grove Juice']?.filter((f) => f.fileName === 'Q3 Ralphs.xlsx')).toEqual([added]);
  });

  it('writes the sample once, so it downloads the same every time', async () => {
    const first = await callDemoApi('/chain-scorecard/download', { id: '1' });
    const rows = await readXlsxRows(first.clone());
    expect(rows[0]).toEqual(['Chain', 'Doors', 'Target Doors', 'Target Facings', 'Promo Weeks']);
    expect(rows.length).toBeGreaterThan(2);
    const second = await callDemoApi('/chain-scorecard/download', { id: '1' });
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(new Uint8Array(await first.arrayBuffer()));
  });

  it.each([
    ['a file that is not .xlsx', 'chains.csv', () => text('a,b'), SCORECARD_API_MESSAGES.notXlsx],
    ['a renamed text file', 'chains.xlsx', () => text('a,b'), SCORECARD_API_MESSAGES.notSpreadsheet],
    [
      'a file over the limit',
      'big.xlsx',
      () => new Uint8Array(MAX_SCORECARD_BYTES + 1),
      SCORECARD_API_MESSAGES.tooLarge,
    ],
  ])('refuses %s with a message', async (_name, fileName, make, message) => {
    const response = await upload('Sunset Soda', fileName, make());
    expect(await response.text()).toBe(message);
    expect(response.status).toBeGreaterThanOrEqual(400);
  });

  it('refuses an archived or unknown brand, and callers without the scorecard permission', async () => {
    const unknown = await upload('Nope', 'a.xlsx', await xlsxBytes());
    expect(await unknown.text()).toBe(SCORECARD_API_MESSAGES.unknownBrand('Nope'));
    expect((await upload('Sunset Soda', 'a.xlsx', await xlsxBytes(), 'manager')).status).toBe(403);
  });

  it('deletes a file; a second delete is a 404 with a message', async () => {
    const list = await files(await remove(1));
    expect(list['Sunset Soda']).toEqual([]);
    const again = await remove(1);
    expect([again.status, await again.text()]).toEqual([404, SCORECARD_API_MESSAGES.notFound]);
    expect((await callDemoApi('/chain-scorecard/download', { id: '1' })).status).toBe(404);
  });
});
