import type { MantineColorsTuple } from '@mantine/core';
import { createTheme, PasswordInput } from '@mantine/core';

/** Collabify purple: shade 6 is the brand colour #5436F5 (SEED-SPEC §9). */
export const brandColors: MantineColorsTuple = [
  '#F1EFFE',
  '#E0DBFD',
  '#C5BBFC',
  '#A696FA',
  '#8772F8',
  '#6C52F6',
  '#5436F5',
  '#4B30DC',
  '#442AC8',
  '#3C25B3',
];

/** The Mantine theme: brand purple as primary colour (shade 6) on a white layout. */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand: brandColors },
  white: '#FFFFFF',
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    // Mantine names the eye button "Toggle password visibility", which a label search for
    // "Password" also finds; this name describes the button without repeating the field's label.
    PasswordInput: PasswordInput.extend({
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Show or hide characters' } },
    }),
  },
});
