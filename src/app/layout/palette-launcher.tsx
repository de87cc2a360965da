import { UnstyledButton } from '@mantine/core';
import classes from './layout.module.css';
import { useEffect, useState } from 'react';
import { lazyComponent } from '@/ui/lazy/lazy-component';
import { isDialogOpen, isPaletteShortcut } from '@/filters/keyboard-shortcuts';
import { StrokeIcon } from '@/ui/icons/stroke-icon';

// Spotlight and its CSS load on first use: no route's JS budget carries them.
const CommandPalette = lazyComponent(() =>
  import('./load-palette').then((m) => m.loadPalette()).then((m) => m.CommandPalette),
);

/**
 * The header's 'Find anything' button and the Ctrl/Cmd+K key. Each press asks
 * the palette to open; the palette's code is fetched on the first one.
 */
export function PaletteLauncher() {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event, isDialogOpen(document))) return;
      event.preventDefault();
      setRequest((n) => n + 1);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <>
      {/* UnstyledButton, not ActionIcon: no route's JS budget has room for another component. */}
      <UnstyledButton
        className={classes.iconButton}
        aria-label="Find anything"
        title="Find anything (Ctrl/⌘ K)"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setRequest((n) => n + 1)}
      >
        <SearchIcon />
      </UnstyledButton>
      {request > 0 ? <CommandPalette openRequest={request} /> : null}
    </>
  );
}

function SearchIcon() {
  return (
    <StrokeIcon>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </StrokeIcon>
  );
}
