/**
 * A fixed text's slots filled in: "{title} tech stack" with `{ title: 'Shop' }` → "Shop tech
 * stack". Apart from the texts themselves (shared/texts/index.ts), which the page never bundles.
 */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}
