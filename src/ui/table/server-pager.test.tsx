import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { ServerPager } from './server-pager';

const wideMatchMedia = window.matchMedia;

/** A window as narrow as a phone: every `max-width` query of 480 px or more matches. */
function phoneWidth() {
  window.matchMedia = (query: string) => ({
    ...wideMatchMedia(query),
    matches: /max-width:\s*(4[89]\d|[5-9]\d\d)px/.test(query),
  });
}

afterEach(() => {
  window.matchMedia = wideMatchMedia;
});

const pageButtons = () =>
  screen
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label'))
    .filter((name) => name?.startsWith('Page '));

describe('ServerPager', () => {
  it('shows the pages beside the current one on a wide screen', () => {
    renderWithTheme(<ServerPager label="Daily table pages" pages={283} page={2} onChange={() => {}} />);
    expect(pageButtons()).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5', 'Page 283']);
  });

  it('keeps one short row on a phone: the current page, the ends and the arrows', () => {
    phoneWidth();
    renderWithTheme(<ServerPager label="Daily table pages" pages={283} page={50} onChange={() => {}} />);
    expect(pageButtons()).toEqual(['Page 1', 'Page 50', 'Page 283']);
    expect(screen.getByRole('button', { name: 'next page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'previous page' })).toBeInTheDocument();
  });
});
