import { notifications } from '@mantine/notifications';

/**
 * The app's notices (SPEC.md section 8), one place for their look and timing:
 * - errors: titled 'Error' with a message (the server's text for admin actions, or a
 *   'Failed to download …' line), red, kept a little longer so they can be read;
 * - successes: the spec's success lines, optionally titled ('Success' for e-mail reports);
 * - warnings: validation resets such as the date-range fallback.
 */

const ERROR_AUTO_CLOSE_MS = 8000;
const SUCCESS_AUTO_CLOSE_MS = 4000;

/**
 * Every notice: a named close button, and the message in the text colour (Mantine greys a
 * message under a title to 3.3:1 on white, below WCAG AA; axe flags it).
 */
const readable = { description: { color: 'var(--mantine-color-text)' } };
const common = { closeButtonProps: { 'aria-label': 'Close notice' }, styles: readable };

// A prefix and the server's text go on separate lines (see notifyFailure).
const multiline = { description: { ...readable.description, whiteSpace: 'pre-line' as const } };

export function notifyError(message: string, title = 'Error'): void {
  notifications.show({
    ...common,
    color: 'red',
    title,
    message,
    autoClose: ERROR_AUTO_CLOSE_MS,
    styles: multiline,
  });
}

export function notifySuccess(message: string, title?: string): void {
  notifications.show({ ...common, color: 'green', title, message, autoClose: SUCCESS_AUTO_CLOSE_MS });
}

export function notifyWarning(message: string, title?: string): void {
  notifications.show({ ...common, color: 'yellow', title, message, autoClose: ERROR_AUTO_CLOSE_MS });
}

/**
 * An error notice for a failed call: `prefix` ('Failed to upload x.xlsx') with the
 * server's response text on the next line when there is one; the server text alone when
 * there is no prefix (admin actions). Download failures use notifyError with their fixed
 * 'Failed to download …' line instead.
 */
export function notifyFailure(error: unknown, prefix?: string): void {
  const detail = error instanceof Error ? error.message.trim() : '';
  const message = prefix ? (detail ? `${prefix}\n${detail}` : prefix) : detail || 'Something went wrong';
  notifyError(message);
}
