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
  linkTakesToken,
} from './download';
import { writeAuthToken } from './auth-storage';

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

  describe('the session token goes only to the API origin', () => {
    beforeEach(() => writeAuthToken({ token: 'secret', tokenType: 'Bearer' }));
    afterEach(() => localStorage.clear());

    it('decides by origin', () => {
      const base = 'https://api.example.com/api/';
      expect(linkTakesToken('/files/a.pdf', base)).toBe(true);
      expect(linkTakesToken('files/a.pdf', base)).toBe(true);
      expect(linkTakesToken('https://api.example.com/files/a.pdf', base)).toBe(true);
      expect(linkTakesToken('https://storage.example.net/a.pdf?sig=1', base)).toBe(false);
      expect(linkTakesToken('http://api.example.com/files/a.pdf', base)).toBe(false);
      expect(linkTakesToken('https://api.example.com:8443/a.pdf', base)).toBe(false);
    });

    it('sends the token to an API link', async () => {
      let auth: string | null = 'unset';
      server.use(
        http.get(`${apiBaseUrl()}files/own.pdf`, ({ request }) => {
          auth = request.headers.get('Authorization');
          return new HttpResponse(bytes);
        }),
      );
      await downloadLink(`${apiBaseUrl()}files/own.pdf`, 'own.pdf');
      expect(auth).toBe('Bearer secret');
    });

    it('fetches a pre-signed link on another host without the token', async () => {
      let auth: string | null = 'unset';
      let credentials: RequestCredentials | null = null;
      server.use(
        http.get('https://storage.example.net/reports/a.pdf', ({ request }) => {
          auth = request.headers.get('Authorization');
          credentials = request.credentials;
          return new HttpResponse(bytes, {
            headers: { 'Content-Disposition': 'attachment; filename="a.pdf"' },
          });
        }),
      );
      const file = await downloadLink('https://storage.example.net/reports/a.pdf?X-Signature=abc');
      expect(auth).toBeNull();
      expect(credentials).toBe('omit');
      expect(file.fileName).toBe('a.pdf');
    });

    it('reports a failed foreign link with its status', async () => {
      server.use(
        http.get(
          'https://storage.example.net/reports/gone.pdf',
          () => new HttpResponse('Expired', { status: 403 }),
        ),
      );
      await expect(downloadLink('https://storage.example.net/reports/gone.pdf')).rejects.toMatchObject({
        status: 403,
        message: 'Expired',
      });
      expect(clicked).toEqual([]);
    });
  });
});
