import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // White text on blue.6 fails WCAG AA (3.55:1); shade 8 passes for filled buttons and badges.
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '650' },
  breakpoints: { xs: '30em', sm: '40em', md: '62em', lg: '75em', xl: '88em' },
  components: {
    // A closed Select or MultiSelect renders nothing of its dropdown (Mantine keeps it
    // mounted and hidden by default). A filter board has ~18 of them, some with hundreds of
    // options: all rendered at load, each positioned by floating-ui with a forced style
    // recalculation. The input points at its list only while open anyway.
    // A plain object, not Combobox.extend: importing Combobox here put it and floating-ui
    // into the entry chunk (+29 KB gzip on the login page).
    Combobox: { defaultProps: { keepMounted: false } },
    // A modal's or drawer's title bar is a <header> inside the dialog's <section role="dialog">,
    // which reads as a second page banner beside the shell's (axe: landmark-unique). It is the
    // dialog's heading and close button, no landmark.
    Modal: { defaultProps: { attributes: { header: { role: 'none' } } } },
    Drawer: { defaultProps: { attributes: { header: { role: 'none' } } } },
  },
});

/**
 * Mantine's light 'dimmed' text (gray.6, #868e96) is 3.3:1 on white and fails WCAG AA for
 * the small labels that use it (summary card labels, legend counts, popup field names);
 * #5f6770 is 5.7:1 on white and 5.2:1 on the light grey of striped rows and hovers.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5f6770',
    // 'light' buttons and alerts: Mantine's shade-9 text on the shade-2 hover tint is 4.0:1
    // (blue) and 3.8:1 (red), under AA; these darker texts are 5.5:1 and 5.2:1 on hover.
    '--mantine-color-blue-light-color': '#0b4f8a',
    '--mantine-color-red-light-color': '#a51d1d',
  },
  // Dark scheme: Mantine's dark 'dimmed' (dark.2, #828282) is 4.0:1 on the dark
  // body (#242424); #a3a3a3 is 6.3:1 there and 5.6:1 on the dark.6 of hovers and papers.
  dark: {
    '--mantine-color-dimmed': '#a3a3a3',
  },
});
