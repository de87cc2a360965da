import { z } from 'zod';
import { ScorecardFile, perBrand } from './common';
import { blobEndpoint, jsonEndpoint } from './endpoint';

/** Chain scorecard files per brand: `{ "Sunset Soda": [{ ScorecardID, ScorecardFilename }] }`. */
export const ScorecardFilesByBrand = perBrand(ScorecardFile);
export type ScorecardFilesByBrand = z.output<typeof ScorecardFilesByBrand>;

/**
 * Upload and delete answer with whatever the server sends (perhaps nothing): the app reads
 * only that the call succeeded, then refetches the filter options that list the files.
 */
const Acknowledgement = z.unknown();

export const listScorecardFiles = jsonEndpoint({
  method: 'GET',
  path: '/chain-scorecard/list',
  summary:
    'Project-defined extra, not called by the app: chain scorecard files of every active brand. The app lists them from the filter options (Scorecards of /users/filters and /reports/filters).',
  params: [],
  response: ScorecardFilesByBrand,
  definedHere: 'call',
});

export const uploadScorecardFile = jsonEndpoint({
  method: 'POST',
  path: '/chain-scorecard/upload',
  summary:
    'Upload one .xlsx scorecard file for a brand (multipart fields brand, file). Any 2xx answer, with any body or none, is success; the app then refetches the filter options that list the files (the demo API answers with the files per brand).',
  params: [],
  extraParams: ['brand', 'file'],
  body: 'multipart',
  response: Acknowledgement,
});

export const downloadScorecardFile = blobEndpoint({
  method: 'GET',
  path: '/chain-scorecard/download',
  summary: 'The uploaded scorecard file with this id.',
  params: [],
  extraParams: ['id'],
  failureSubject: 'scorecards',
});

export const deleteScorecardFile = jsonEndpoint({
  method: 'POST',
  path: '/chain-scorecard/delete',
  summary:
    'Delete a scorecard file by id. Any 2xx answer, with any body or none, is success; the app then refetches the filter options that list the files (the demo API answers with the files per brand).',
  params: [],
  extraParams: ['id'],
  response: Acknowledgement,
});
