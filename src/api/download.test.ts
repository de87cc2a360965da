import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { apiBaseUrl } from './client';
import { blobEndpoint } from './contract/endpoint';
import {
  FALLBACK_FILE_NAME,
  downloadFailureMessage,
  downloadFile,
  downloadLink,
  fileNameFromContentDisposition,
} from './download';

const report = blobEndpoint({
  method: 'GET',
  path: '/report/xlsx',
  summary: 'test',
  params: ['brand'],
  failureSubject: 'sales report',
});

const bytes = new Uint8Array([0x50, 0x4b, 3, 4]);

describe('fileNameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="Sales Report.xlsx"', 'Sales Report.xlsx'],
    ['attachment; filename=plain.xlsx', 'plain.xlsx'],
    ["attachment; filename*=UTF-8''Caf%C3%A9%20report.pdf", 'Café report.pdf'],
    ['attachment; filename="fallback.pdf"; filename*=UTF-8\'\'%E2%82%AC%20rates.pdf', '€ rates.pdf'],
    ['attachment; filename="with \\"quotes\\".xlsx"', 'with "quotes".xlsx'],
    ['attachment; filename="../../etc/passwd"', '.._.._etc_passwd'],
  ])('%s', (header, expected) => {
    expect(fileNameFromContentDisposition(header)).toBe(expected);
  });

  it('returns null without a name', () => {
    expect(fileNameFromContentDisposition(null)).toBeNull();
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
  });
});

describe('downloadFile', () => {
  let clicked: { href: string; download: string }[];
  const revoke = vi.fn();

  beforeEach(() => {
    clicked = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    URL.createObjectURL = vi.fn(() => 'blob:test-url');
    URL.revokeObjectURL = revoke;
  });

  afterEach(() => {
    vi.restoreAllMocks();
    revoke.mockReset();
  });

  it('saves the file under the content-disposition name and revokes the URL', async () => {
    let brand: string | null = null;
    server.use(
      http.get(`${apiBaseUrl()}report/xlsx`, ({ request }) => {
        brand = new URL(request.url).searchParams.get('brand');
        return new HttpResponse(bytes, {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': "attachment; filename*=UTF-8''Sales%20Report%202026.xlsx",
          },
        });
      }),
    );
    const file = await downloadFile(report, { brand: 'Sunset Soda' });
    expect(brand).toBe('Sunset Soda');
    expect(file.fileName).toBe('Sales Report 2026.xlsx');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(bytes);
    expect(clicked).toEqual([{ href: 'blob:test-url', download: 'Sales Report 2026.xlsx' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    await vi.waitFor(() => expect(revoke).toHaveBeenCalledWith('blob:test-url'));
  });

  it('falls back to a default name', async () => {
    server.use(http.get(`${apiBaseUrl()}report/xlsx`, () => new HttpResponse(bytes)));
    const file = await downloadFile(report);
    expect(file.fileName).toBe(FALLBACK_FILE_NAME);
  });

  it('fails with the server text and saves nothing', async () => {
    server.use(http.get(`${apiBaseUrl()}report/xlsx`, () => new HttpResponse('No data', { status: 500 })));
    await expect(downloadFile(report)).rejects.toMatchObject({ status: 500, message: 'No data' });
    expect(clicked).toEqual([]);
    expect(downloadFailureMessage(report)).toBe('Failed to download sales report');
  });

  it('downloads a server-provided link, absolute or relative', async () => {
    server.use(
      http.get(
        `${apiBaseUrl()}files/example.pdf`,
        () =>
          new HttpResponse(bytes, {
            headers: { 'Content-Disposition': 'attachment; filename="example.pdf"' },
          }),
      ),
    );
    await expect(downloadLink(`${apiBaseUrl()}files/example.pdf`)).resolves.toMatchObject({
      fileName: 'example.pdf',
    });
    await expect(downloadLink('/files/example.pdf', 'Report.pdf')).resolves.toMatchObject({
      fileName: 'Report.pdf',
    });
    expect(clicked.map((c) => c.download)).toEqual(['example.pdf', 'Report.pdf']);
  });
});
