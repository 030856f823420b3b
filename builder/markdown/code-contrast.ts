/**
 * Code colours every reader can read: Shiki's GitHub themes draw a few tokens below WCAG AA
 * (1.4.3, 4.5:1), e.g. github-light's variables (#e36209 on white, 3.5:1) and github-dark's comments
 * (#6a737d on #24292e, 3.0:1). The build highlights with a copy of each theme in which every such
 * rule's colour is the shade of its own hue, nearest in lightness, that reads on the rule's
 * backdrop. Rule by rule, not colour by colour: a colour may be drawn on two backdrops (github-dark's
 * #ffab70 on the code's grey and on a diff's dark orange), and only the failing rule changes.
 */
import { clampChroma, converter, formatHex, type Oklch, wcagContrast } from 'culori';
import { type BundledTheme, bundledThemes, normalizeTheme, type ThemeRegistrationResolved } from 'shiki';
import { minContrast } from '../theme/accent.ts';

const toOklch = converter('oklch');

/**
 * The shade of `color` nearest to it in lightness (OKLCH, hue and chroma kept as far as the gamut
 * allows) that reaches 4.5:1 on `backdrop`: lighter or darker, whichever is nearer.
 */
export function readableShade(color: string, backdrop: string): string {
  if (wcagContrast(color, backdrop) >= minContrast) return color;
  const base = toOklch(color);
  if (!base) throw new Error(`${color} is not a colour`);
  for (let change = 0.005; change <= 1; change += 0.005)
    for (const l of [base.l - change, base.l + change]) {
      if (l < 0 || l > 1) continue;
      const shade = formatHex(clampChroma({ ...base, l } as Oklch, 'oklch'));
      if (wcagContrast(shade, backdrop) >= minContrast) return shade;
    }
  throw new Error(`No shade of ${color} reads on ${backdrop}`);
}

/** The theme with every foreground readable on what it is drawn on: its rule's background, else the theme's. */
export function readableTheme(theme: ThemeRegistrationResolved): ThemeRegistrationResolved {
  return {
    ...theme,
    fg: readableShade(theme.fg, theme.bg),
    settings: theme.settings.map((rule) =>
      rule.settings?.foreground
        ? {
            ...rule,
            settings: {
              ...rule.settings,
              foreground: readableShade(rule.settings.foreground, rule.settings.background ?? theme.bg),
            },
          }
        : rule,
    ),
  };
}

/** A bundled theme (its name kept, so the HTML's classes name it), made readable. */
export async function readableBundledTheme(name: BundledTheme): Promise<ThemeRegistrationResolved> {
  const { default: theme } = await bundledThemes[name]();
  return readableTheme(normalizeTheme(theme));
}
