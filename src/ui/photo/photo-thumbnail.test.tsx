import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { PhotoThumbnail } from './photo-thumbnail';

const src = 'https://photos.example/store-1.jpg';

describe('PhotoThumbnail', () => {
  it('shows a 75x75 thumbnail that opens a 700 px modal with the 600 px picture on click', async () => {
    const user = userEvent.setup();
    renderWithTheme(<PhotoThumbnail src={src} alt="Storefront of Corner Market" />);
    const button = screen.getByRole('button', { name: 'Open photo: Storefront of Corner Market' });
    const thumb = button.querySelector('img');
    expect(thumb).toHaveAttribute('width', '75');
    expect(thumb).toHaveAttribute('height', '75');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Storefront of Corner Market' });
    const picture = dialog.querySelector('img');
    expect(picture).toHaveAttribute('src', src);
    expect(picture).toHaveAttribute('width', '600');
    expect(picture).toHaveAttribute('alt', 'Storefront of Corner Market');
  });

  it.each([['{Enter}'], [' ']])('opens the modal from the keyboard (%s)', async (key) => {
    const user = userEvent.setup();
    renderWithTheme(<PhotoThumbnail src={src} alt="Storefront" />);
    screen.getByRole('button', { name: /Open photo/ }).focus();
    await user.keyboard(key);
    expect(await screen.findByRole('dialog', { name: 'Storefront' })).toBeInTheDocument();
  });

  it('shows the placeholder when the thumbnail is broken', () => {
    renderWithTheme(<PhotoThumbnail src={src} alt="Storefront" />);
    const img = screen.getByRole('button', { name: /Open photo/ }).querySelector('img')!;
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'No photo' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the placeholder when there is no picture', () => {
    renderWithTheme(<PhotoThumbnail src={null} alt="Storefront" />);
    expect(screen.getByRole('img', { name: 'No photo' })).toBeInTheDocument();
  });

  it('shows the placeholder in the modal when the large picture fails', async () => {
    const user = userEvent.setup();
    renderWithTheme(<PhotoThumbnail src={src} alt="Storefront" />);
    await user.click(screen.getByRole('button', { name: /Open photo/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.error(dialog.querySelector('img')!);
    expect(screen.getAllByRole('img', { name: 'No photo' }).length).toBeGreaterThan(0);
  });
});
