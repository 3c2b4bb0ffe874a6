import type {
  MantineColorsTuple,
  NotificationProps,
  PasswordInputProps,
  NotificationStylesNames,
} from '@mantine/core';
import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  luminance,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

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

/** WCAG 2.1 AA contrast for text under 18 pt (1.4.3). */
const MIN_CONTRAST = 4.5;

/** WCAG contrast ratio of two colours (relative luminance, Mantine's `luminance`). */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Results of {@link readableOn}: Mantine resolves variant colours on every render. */
const readable = new Map<string, string>();

/** `color`, darkened in 5 % steps until it reads at 4.5:1 on `background` (computed once per pair). */
function readableOn(color: string, background: string): string {
  const key = `${color} on ${background}`;
  let found = readable.get(key);
  if (found === undefined) {
    found = color;
    for (let step = 0; step < 20 && contrast(found, background) < MIN_CONTRAST; step++) {
      found = darken(found, 0.05);
    }
    readable.set(key, found);
  }
  return found;
}

/**
 * Mantine's variant colours with AA contrast: `light` badges and buttons get the palette's
 * lightest tint behind text dark enough for it (Mantine's teal, yellow and orange on their own
 * tints read at 2.7–4.3:1); `outline`, `subtle` and `transparent` text is darkened for white and
 * light grey; `filled` takes a darker shade where white text would not read (red 6 is 3.3:1).
 */
const resolveVariantColors: VariantColorsResolver = (input) => {
  const base = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({
    color: input.color ?? input.theme.primaryColor,
    theme: input.theme,
  });
  const shades = parsed.isThemeColor ? input.theme.colors[parsed.color] : undefined;
  if (!shades) return base;
  switch (input.variant) {
    case 'light':
      return {
        ...base,
        background: shades[0]!,
        hover: shades[1]!,
        color: readableOn(shades[9]!, shades[1]!),
      };
    case 'outline':
    case 'subtle':
    case 'transparent':
      return {
        ...base,
        color: readableOn(shades[7]!, input.theme.colors.gray[1]!),
      };
    case 'filled': {
      if (parsed.shade !== undefined) return base;
      const shade =
        [6, 7, 8, 9].find((s) => contrast(shades[s]!, input.theme.white) >= MIN_CONTRAST) ?? 9;
      return { ...base, background: shades[shade]!, hover: shades[Math.min(shade + 1, 9)]! };
    }
    default:
      return base;
  }
};

/** {@link resolveVariantColors}' answers per theme and input (the same for every render). */
const resolvedColors = new WeakMap<object, Map<string, ReturnType<VariantColorsResolver>>>();

/**
 * {@link resolveVariantColors}, computed once per theme, variant, colour, gradient and
 * auto-contrast: Mantine asks on every render of every button, badge and icon, and parsing the
 * colours each time took about 20 ms of a page's hydration (more than a tenth of it on the home page).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  let byInput = resolvedColors.get(input.theme);
  if (!byInput) resolvedColors.set(input.theme, (byInput = new Map()));
  const key = JSON.stringify([input.variant, input.color, input.gradient, input.autoContrast]);
  let colors = byInput.get(key);
  if (!colors) byInput.set(key, (colors = resolveVariantColors(input)));
  return colors;
};

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
  variantColorResolver,
  // Plain objects, as `Component.extend()` would return them: importing the components for it put
  // the password field and the notification in every page's first load.
  components: {
    // Mantine names the eye button "Toggle password visibility", which a label search for
    // "Password" also finds; this name describes the button without repeating the field's label.
    PasswordInput: {
      defaultProps: {
        visibilityToggleButtonProps: { 'aria-label': 'Show or hide characters' },
      } satisfies Partial<PasswordInputProps>,
    },
    // Mantine's close button of a notification has no name, and the text under a title is gray 6
    // (3.3:1 on white): a name, and the AA dimmed colour.
    Notification: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Close notification' },
      } satisfies Partial<NotificationProps>,
      styles: {
        description: { color: 'var(--mantine-color-dimmed)' },
      } satisfies Partial<Record<NotificationStylesNames, object>>,
    },
  },
});

/**
 * Dimmed text (`c="dimmed"`) at 6.6:1 on white and at least 4.9:1 on the light grey and brand
 * tints, and placeholders at 4.8:1: Mantine's defaults, gray 6 (#868e96) and gray 5, read at 3.3
 * and 2.1:1, under WCAG 2.1 AA's 4.5:1. Field errors (the message and the invalid input's text)
 * in red 9 at 5.5:1 instead of red 6 at 3.3:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#575e67',
    '--mantine-color-placeholder': '#6b7280',
    '--mantine-color-error': '#c92a2a',
  },
  dark: {},
});
