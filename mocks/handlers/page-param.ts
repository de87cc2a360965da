import { httpError, type HandlerContext } from './define-handler';

/**
 * A server-paged list's `page`: from 1, absent or empty is 1; anything else is a 400
 * naming it (the shared parameter check has already refused anything but digits).
 */
export const pageParam = (ctx: HandlerContext): number => {
  const raw = ctx.values.page;
  if (raw === undefined || raw === '') return 1;
  const page = Number(raw);
  if (!Number.isSafeInteger(page) || page < 1)
    throw httpError(400, 'Parameter page must be 1 or more', 'page');
  return page;
};
