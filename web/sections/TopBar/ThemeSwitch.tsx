import { useEffect, useState } from 'react';
import { type ThemeChoice, themeChoices } from '../../../shared/color-scheme.ts';
import type { TextKey } from '../../../shared/texts/index.ts';
import { usePage } from '../../page.ts';
import { applyThemeChoice, readThemeChoice } from './theme-choice.ts';

const labels: Record<ThemeChoice, TextKey> = {
  system: 'themeSystem',
  light: 'themeLight',
  dark: 'themeDark',
};

/**
 * Light, dark or the system's scheme: a native select, so keyboard and screen readers get the
 * control they know. It renders "System" on the server and shows a kept choice once hydrated;
 * the choice itself was applied before the first paint (shared/color-scheme.ts).
 */
export function ThemeSwitch() {
  const { texts } = usePage();
  const [choice, setChoice] = useState<ThemeChoice>('system');
  useEffect(() => setChoice(readThemeChoice()), []);

  return (
    <label className="theme-switch">
      <span className="visually-hidden">{texts.colourScheme}</span>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18">
        <circle cx="12" cy="12" r="8" />
        <path d="M12 4a8 8 0 0 1 0 16z" />
      </svg>
      <select
        value={choice}
        onChange={(event) => {
          const next = event.target.value as ThemeChoice;
          setChoice(next);
          applyThemeChoice(next);
        }}
      >
        {themeChoices.map((value) => (
          <option key={value} value={value}>
            {texts[labels[value]]}
          </option>
        ))}
      </select>
    </label>
  );
}
