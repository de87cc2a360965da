import type { z } from 'zod';
import { ScorecardFile, perBrand } from './common';
import { blobEndpoint, jsonEndpoint } from './endpoint';

/** Chain scorecard files per brand: `{ "Sunset Soda": [{ ScorecardID, ScorecardFilename }] }`. */
export const ScorecardFilesByBrand = perBrand(ScorecardFile);
export type ScorecardFilesByBrand = z.output<typeof ScorecardFilesByBrand>;

export const listScorecardFiles = jsonEndpoint({
  method: 'GET',
  path: '/chain-scorecard/list',
  summary: 'Chain scorecard files of every brand (the Admin section lists them).',
  params: [],
  response: ScorecardFilesByBrand,
  definedHere: 'call',
});

export const uploadScorecardFile = jsonEndpoint({
  method: 'POST',
  path: '/chain-scorecard/upload',
  summary:
    'Upload one .xlsx scorecard file for a brand (multipart fields brand, file). Returns the files per brand.',
  params: [],
  extraParams: ['brand', 'file'],
  body: 'multipart',
  response: ScorecardFilesByBrand,
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
  summary: 'Delete a scorecard file by id. Returns the files per brand.',
  params: [],
  extraParams: ['id'],
  response: ScorecardFilesByBrand,
});
