import { createContext, use } from 'react';
import type { ContentsItem, LinkedEntry, ReadingAidsView } from '../../shared/reading-aids.ts';
import { fillText } from '../../shared/texts/fill.ts';

/**
 * The reading aids of the entry page being drawn, when it has any: the prerender gives them
 * (web/entry-server.tsx), so no collection's page names them (web/writing/EntryPage.tsx).
 */
export const ReadingAidsContext = createContext<ReadingAidsView | undefined>(undefined);

/** A link to another entry, in its text's language where that is not the page's. */
const EntryLink = ({ entry, rel }: { entry: LinkedEntry; rel?: string }) => (
  <a href={entry.href} rel={rel} lang={entry.lang} dir={entry.dir}>
    {entry.title}
  </a>
);

/** Headings as nested lists, each linking to its heading's id as the entry has it (any script). */
function ContentsList({ items }: { items: ContentsItem[] }) {
  return (
    <ol>
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`}>{item.text}</a>
          {item.children && <ContentsList items={item.children} />}
        </li>
      ))}
    </ol>
  );
}

/**
 * What comes before the entry's text: its series' parts, and its table of contents, a disclosure
 * that opens with no script (on a wide screen, reading-aids.css shows it open, in a column beside
 * the text).
 */
export function AidsBeforeText() {
  const aids = use(ReadingAidsContext);
  if (!aids) return null;
  const { texts, series, contents } = aids;
  return (
    <>
      {series && (
        <nav className="series" aria-label={fillText(texts.series, { name: series.name })}>
          <p className="series__title">
            <span>{fillText(texts.series, { name: series.name })}</span> <span>{series.partText}</span>
          </p>
          <ol className="series__parts">
            {series.parts.map((part) => (
              <li key={part.href}>
                {part.current ? <span aria-current="page">{part.title}</span> : <EntryLink entry={part} />}
              </li>
            ))}
          </ol>
        </nav>
      )}
      {contents && (
        <details className="contents">
          <summary>{texts.contents}</summary>
          <nav aria-label={texts.contents}>
            <ContentsList items={contents} />
          </nav>
        </details>
      )}
    </>
  );
}

/** What comes after the entry's text: the previous and next parts of its series, and the related posts. */
export function AidsAfterText() {
  const aids = use(ReadingAidsContext);
  if (!aids) return null;
  const { texts, series, related } = aids;
  return (
    <>
      {series && (series.previous || series.next) && (
        <nav className="series-steps" aria-label={fillText(texts.seriesSteps, { name: series.name })}>
          {series.previous && (
            <p className="series-steps__previous">
              <span>{texts.previousPart}</span> <EntryLink entry={series.previous} rel="prev" />
            </p>
          )}
          {series.next && (
            <p className="series-steps__next">
              <span>{texts.nextPart}</span> <EntryLink entry={series.next} rel="next" />
            </p>
          )}
        </nav>
      )}
      {related && (
        <section className="related">
          <h2>{texts.related}</h2>
          <ul>
            {related.map((entry) => (
              <li key={entry.href}>
                <EntryLink entry={entry} /> <time dateTime={entry.date}>{entry.dateText}</time>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
