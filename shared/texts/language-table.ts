/**
 * How a table of texts by language answers a tag, apart from the tables themselves, so code that
 * needs one small table (the Worker's list of responses) does not load every language's page texts.
 */
const scriptOf = (tag: string) => new Intl.Locale(tag).maximize().script;

/**
 * A language's entry: its own tag's, else its language's when written in the same script
 * ("pt-BR" reads "pt"'s; "zh-Hant" and "zh-TW" do not read "zh"'s Simplified Chinese); none else.
 * A tag the table has asks Intl nothing.
 */
export function ownEntryOf<Entry>(tag: string, table: Readonly<Record<string, Entry>>): Entry | undefined {
  if (table[tag]) return table[tag];
  const { language } = new Intl.Locale(tag);
  return table[language] && scriptOf(language) === scriptOf(tag) ? table[language] : undefined;
}

/** A language's entry (ownEntryOf), or an empty one. */
export function entryOfLanguage<Table extends Readonly<Record<string, object>>>(
  tag: string,
  table: Table,
): Partial<Table[string]> {
  return (ownEntryOf(tag, table) as Table[string] | undefined) ?? {};
}
