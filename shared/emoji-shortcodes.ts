/**
 * GitHub's `:emoji:` shortcodes as the emoji they name (gemoji, GitHub's own list), for the
 * repositories' descriptions. Run at build time (the registry's `answer`), so the page script
 * carries no emoji table; a name gemoji does not know stays as written.
 */
import { nameToEmoji } from 'gemoji';

// The table's own names only: `:constructor:` is no emoji, though every object has a constructor.
export const withEmoji = (text: string): string =>
  text.replace(/:([\w+-]+):/g, (shortcode, name: string) =>
    Object.hasOwn(nameToEmoji, name) ? nameToEmoji[name] : shortcode,
  );
