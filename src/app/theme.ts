import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // White text on blue.6 fails WCAG AA (3.55:1); shade 8 passes for filled buttons and badges.
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '650' },
  breakpoints: { xs: '30em', sm: '40em', md: '62em', lg: '75em', xl: '88em' },
});
