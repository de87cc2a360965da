/**
 * The Chain Scorecard upload queue (SPEC.md sections 4 and 5): .xlsx files only, several
 * at once, a file already queued under the same name is ignored, queued files can be
 * removed before the upload, and the upload runs every file and settles only when all of
 * them have finished.
 */

export const UPLOAD_NOTICES = {
  wrongFormatTitle: 'Wrong file format',
  wrongFormat: 'The file must be .xlsx',
  deleted: 'File successfully deleted.',
  deleteFailed: 'Failed to delete file.',
  uploadFailed: (fileName: string) => `Failed to upload ${fileName}`,
} as const;

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What the drop zone accepts (react-dropzone's form): the .xlsx type and extension. */
export const XLSX_ACCEPT = { [XLSX_MIME]: ['.xlsx'] };

interface Named {
  name: string;
}

export const isXlsx = (file: Named): boolean => /\.xlsx$/i.test(file.name);

/**
 * The queue after a drop: the .xlsx files whose names are not queued yet (nor twice in the
 * same drop), appended in drop order; `rejected` are the files that are not .xlsx.
 */
export function addToQueue<F extends Named>(
  queue: readonly F[],
  dropped: readonly F[],
): { queue: F[]; rejected: F[] } {
  const names = new Set(queue.map((f) => f.name));
  const next = [...queue];
  const rejected: F[] = [];
  for (const file of dropped) {
    if (!isXlsx(file)) rejected.push(file);
    else if (!names.has(file.name)) {
      names.add(file.name);
      next.push(file);
    }
  }
  return { queue: next, rejected };
}

export const removeFromQueue = <F extends Named>(queue: readonly F[], name: string): F[] =>
  queue.filter((f) => f.name !== name);

/** Upload is enabled only when files are queued and no upload runs. */
export const canUpload = (queue: readonly Named[], uploading: boolean): boolean =>
  queue.length > 0 && !uploading;

export interface UploadOutcome<F> {
  file: F;
  error: unknown;
}

/**
 * Uploads every queued file side by side and resolves once all have finished (the loading
 * state is held until then), with the files that failed and why. A failure never stops
 * the others.
 */
export async function uploadAll<F extends Named>(
  queue: readonly F[],
  upload: (file: F) => Promise<unknown>,
): Promise<UploadOutcome<F>[]> {
  const results = await Promise.allSettled(queue.map((file) => upload(file)));
  return results.flatMap((result, i) =>
    result.status === 'rejected' ? [{ file: queue[i] as F, error: result.reason as unknown }] : [],
  );
}
