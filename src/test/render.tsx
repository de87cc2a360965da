import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { RenderOptions, RenderResult } from '@testing-library/react';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { theme } from '@/app/theme';
import { FilterNoticesProvider } from '@/ui/notify/filter-notices';

function ThemeWrapper({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <FilterNoticesProvider>{children}</FilterNoticesProvider>
    </MantineProvider>
  );
}

/**
 * render() inside the app's Mantine theme, with the notifications host so notices can be
 * asserted. `env="test"` turns off Mantine transitions and portals' delays.
 */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>): RenderResult {
  return render(ui, { wrapper: ThemeWrapper, ...options });
}
