import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { notifyError, notifyFailure, notifySuccess } from './notify';

const show = () => vi.spyOn(notifications, 'show').mockImplementation(() => 'id');

afterEach(() => vi.restoreAllMocks());

describe('notify', () => {
  it('titles errors "Error"', () => {
    const spy = show();
    notifyError('Failed to download sales report');
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Error', message: 'Failed to download sales report', color: 'red' }),
    );
  });

  it('shows success lines, titled only when asked', () => {
    const spy = show();
    notifySuccess('User has been successfully created!');
    notifySuccess('Report will be sent to a@b.co soon.', 'Success');
    expect(spy.mock.calls[0]?.[0]).toMatchObject({
      message: 'User has been successfully created!',
      title: undefined,
    });
    expect(spy.mock.calls[1]?.[0]).toMatchObject({ title: 'Success' });
  });

  it('puts the server text under a prefix, or alone', () => {
    const spy = show();
    notifyFailure(new ApiError(500, 'Disk full'), 'Failed to upload targets.xlsx');
    notifyFailure(new ApiError(409, 'User already exists'));
    expect(spy.mock.calls[0]?.[0]).toMatchObject({
      title: 'Error',
      message: 'Failed to upload targets.xlsx\nDisk full',
    });
    expect(spy.mock.calls[1]?.[0]).toMatchObject({ title: 'Error', message: 'User already exists' });
  });
});
