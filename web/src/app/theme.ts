import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { i18n } from '../lib/i18n';

/** Ink blue: the workshop's colour. */
const ink: MantineColorsTuple = [
  '#edf0ff',
  '#d8ddfb',
  '#aeb8f1',
  '#8291e8',
  '#5d70e0',
  '#465bdb',
  '#3a50da',
  '#2c42c2',
  '#243aae',
  '#18309a',
];

/**
 * Component defaults are plain objects (not `Component.extend`), so the theme does not pull every
 * input into the first download.
 *
 * Required inputs carry the `required` attribute; their mark is drawn by CSS (styles.css), so a
 * label's text, which tests and screen readers match, stays exactly the field's name.
 *
 * Sizes one step larger than Mantine's defaults: the app is used on shop-floor tablets, where
 * fingers, not pointers, hit the controls.
 */
export const theme = createTheme({
  primaryColor: 'ink',
  colors: { ink },
  primaryShade: { light: 7, dark: 5 },
  // autoContrast (status badges) writes black on any colour lighter than this, white on darker: at
  // 0.179 either is at least 4.5:1 (WCAG AA) on every shade; Mantine's 0.3 put white on blue.6 (3.6:1).
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { size: 'md' } },
    ActionIcon: { defaultProps: { size: 'lg', variant: 'subtle' } },
    TextInput: { defaultProps: { size: 'md', withAsterisk: false } },
    PasswordInput: {
      defaultProps: {
        size: 'md',
        withAsterisk: false,
        visibilityToggleButtonProps: { 'aria-label': i18n.t('common.actions.toggleVisibility') },
      },
    },
    NativeSelect: { defaultProps: { size: 'md', withAsterisk: false } },
    Checkbox: { defaultProps: { size: 'md' } },
    Textarea: { defaultProps: { withAsterisk: false } },
    Select: { defaultProps: { withAsterisk: false } },
    MultiSelect: { defaultProps: { withAsterisk: false } },
    // A status or source badge in a narrow table column must stay whole ("CONSUMO", not "CONS…").
    Badge: { styles: { root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } } },
  },
});

/**
 * Mantine's "dimmed" text (hints, descriptions, secondary labels) is gray.6, 3.3:1 on white and 3.2:1
 * on the page's gray.0: below WCAG AA's 4.5:1 (Lighthouse, issue 14). This grey reads as secondary
 * and keeps 5.8:1 on gray.0.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a' },
  dark: {},
});
