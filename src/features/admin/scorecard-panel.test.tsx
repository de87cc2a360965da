import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { updateDemoState } from '@mocks/demo-state';
import { server } from '@mocks/node';
import { apiBaseUrl } from '@/api/client';
import type { SessionUser } from '@/api/contract/auth';
import { renderApp } from '@/test/test-app';
import { XLSX_MIME } from './upload-queue';

/** The demo user 'admin', holding only the Chain Scorecard key here (not the users table). */
const scorecardAdmin: SessionUser = {
  login: 'admin',
  isAdmin: true,
  isSuperAdmin: false,
  brandFullName: 'Test Agency',
  permissions: { admin: { permissions: ['chainScorecard'], filters: [] } },
};

const UPLOADED = 'Q3 Ralphs.xlsx';

/**
 * A backend with SPEC.md's calls only: no /chain-scorecard/list, and upload and delete that
 * change the files but answer with an empty body. The app must list from the filter options.
 */
function specOnlyBackend() {
  const calls: string[] = [];
  server.use(
    http.get(`${apiBaseUrl()}chain-scorecard/list`, () => {
      calls.push('list');
      return new HttpResponse('Not found', { status: 404 });
    }),
    http.post(`${apiBaseUrl()}chain-scorecard/upload`, () => {
      calls.push('upload');
      updateDemoState((s) => {
        s.scorecardFiles.push({
          id: s.nextId++,
          brand: 'Sunset Soda',
          fileName: UPLOADED,
          dataBase64: null,
        });
      });
      return new HttpResponse(null, { status: 200 });
    }),
    http.post(`${apiBaseUrl()}chain-scorecard/delete`, async ({ request }) => {
      calls.push('delete');
      const id = Number(new URLSearchParams(await request.text()).get('id'));
      updateDemoState((s) => {
        s.scorecardFiles = s.scorecardFiles.filter((f) => f.id !== id);
      });
      return new HttpResponse(null, { status: 200 });
    }),
  );
  return calls;
}

const brandFiles = (brand: string) =>
  screen.findByRole('region', { name: `${brand} scorecard files` }, { timeout: 8000 });

describe('Chain Scorecard against SPEC.md calls only', () => {
  it('lists the files from the admin options and refetches them after upload and delete', async () => {
    const calls = specOnlyBackend();
    renderApp('/admin', { user: scorecardAdmin });

    const sunset = await brandFiles('Sunset Soda');
    const sample = 'Sunset Soda Chain Scorecard.xlsx';
    await userEvent.click(within(sunset).getByRole('button', { name: `Delete ${sample}` }));
    await waitFor(() =>
      expect(within(sunset).queryByRole('button', { name: `Download ${sample}` })).toBeNull(),
    );
    expect(within(sunset).getByText('No files.')).toBeInTheDocument();

    // The brand select starts at the first brand, Sunset Soda.
    await userEvent.upload(
      screen.getByLabelText('Scorecard files (.xlsx)'),
      new File([new Uint8Array([0x50, 0x4b])], UPLOADED, { type: XLSX_MIME }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await within(sunset).findByRole('button', { name: `Download ${UPLOADED}` })).toBeInTheDocument();

    expect(calls).toEqual(['delete', 'upload']);
  });
});
