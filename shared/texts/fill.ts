/**
 * A fixed text's slots filled in: "{title} tech stack" with `{ title: 'Shop' }` → "Shop tech
 * stack". Apart from the texts themselves (shared/texts/index.ts), which the page never bundles.
 */
export function fillText(text: string, values: Record<string, string | number>): string {
  return fillParts(text, values).join('');
}

/**
 * The same, as the text's pieces and the values between them: rendered as React children they
 * give the markup the words written inline in JSX gave ("© {year} {name}." as `© {year} {name}.`).
 */
export function fillParts<Value = string | number>(
  text: string,
  values: Record<string, Value>,
): (string | Value)[] {
  return text
    .split(/\{(\w+)\}/)
    .map((piece, index) =>
      index % 2 === 1 && piece in values ? values[piece] : index % 2 === 1 ? `{${piece}}` : piece,
    )
    .filter((piece) => piece !== '');
}
