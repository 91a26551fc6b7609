import {
  type CSSVariablesResolver,
  createTheme,
  localStorageColorSchemeManager,
  type MantineColorsTuple,
} from '@mantine/core';

// Deep teal: reads as steady and trustworthy without the alarm of red or the hype of saturated blue.
const pine: MantineColorsTuple = [
  '#e8f6f5',
  '#d2ebe9',
  '#a3d6d2',
  '#70c0ba',
  '#48aca5',
  '#2f9a93',
  '#1d7f79',
  '#146a66',
  '#0e5753',
  '#064440',
];

// Slate-tinted dark surfaces; dark[2] doubles as dimmed text and keeps 4.5:1 on dark[7].
const slate: MantineColorsTuple = [
  '#d5dbe1',
  '#b4bec8',
  '#93a0ad',
  '#6e7b88',
  '#3a4552',
  '#2a333e',
  '#1f2731',
  '#171e26',
  '#10161c',
  '#0a0e13',
];

const systemFonts =
  'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'pine',
  primaryShade: { light: 7, dark: 6 },
  colors: { pine, dark: slate },
  autoContrast: true,
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    // An enumeration reads as its label everywhere (issue 32: "Success" in the grid was "SUCCESS" in a badge).
    Badge: { defaultProps: { tt: 'none' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Anchor: { defaultProps: { underline: 'hover' } },
  },
});

// Mantine's default dimmed grey, error red and filled red (white on red-6, in either scheme) are below 4.5:1;
// adjusted for WCAG AA. So is the text of its light variants (shade 9 on shade 1) for teal (4.33:1), yellow (2.69),
// orange (3.62), green (3.81) and lime (3.33): badges read at 9 px, so each is darkened to at least 4.8:1 on its own
// background.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#56606b',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled': 'var(--mantine-color-red-8)',
    '--mantine-color-red-filled-hover': 'var(--mantine-color-red-9)',
    '--mantine-color-body': '#ffffff',
    '--mantine-color-teal-light-color': '#077755',
    '--mantine-color-yellow-light-color': '#a55500',
    '--mantine-color-orange-light-color': '#b63c0c',
    '--mantine-color-green-light-color': '#247635',
    '--mantine-color-lime-light-color': '#4a770a',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-2)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-red-filled': 'var(--mantine-color-red-8)',
    '--mantine-color-red-filled-hover': 'var(--mantine-color-red-9)',
  },
});

export const colorSchemeManager = localStorageColorSchemeManager({ key: 'paygrid-color-scheme' });
