import type { ReactNode } from 'react';
import type { BuiltImage } from '../../shared/schema.ts';
import { fillParts } from '../../shared/texts/fill.ts';
import { Picture } from '../components/Picture.tsx';
import { AidsAfterText, AidsBeforeText } from '../reading-aids/ReadingAids.tsx';
import { EntryResponses } from '../responses/ResponsesSection.tsx';
import { WritingFrame } from './WritingFrame.tsx';

type Props = {
  /** The article's own class beside a post's (`case-study`), if any. */
  className?: string;
  /** The link back to the collection's index, where it has one. */
  back?: { href: string; label: string };
  title: string;
  /** What its header shows under the title: its dates, facts, tags. */
  children?: ReactNode;
  /** Its picture, above its body. */
  image?: BuiltImage;
  /** Its body, sanitized at build time (builder/markdown/markdown.ts). */
  html: string;
};

/**
 * An entry's page of any collection (a post, a case study, an owner's page), written by the
 * prerender with no script of the page's, in a post's frame: the link back, the title, what the
 * entry says of itself, its picture and its body; its reading aids around the body, on a page that
 * has any (its series, its table of contents, the related posts); then its responses, on a page
 * that takes them.
 */
export function EntryPage({ className, back, title, children, image, html }: Props) {
  return (
    <WritingFrame>
      <article className={className ? `container post ${className}` : 'container post'}>
        <header className="post__header">
          {back && (
            <p className="post__back">
              <a href={back.href}>{back.label}</a>
            </p>
          )}
          <h1 className="post__title">{title}</h1>
          {children}
        </header>
        <AidsBeforeText />
        {image && <Picture image={image} className="post__image" />}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the entry's own HTML, sanitized at build time (builder/markdown/markdown.ts): no script, handler or javascript: link */}
        <div className="post__body" dangerouslySetInnerHTML={{ __html: html }} />
        <AidsAfterText />
        <EntryResponses />
      </article>
    </WritingFrame>
  );
}

/** When an entry last changed, in the language's words ("Updated {date}"), its day a `<time>`. */
export function UpdatedOn({ words, day, dayText }: { words: string; day: string; dayText: string }) {
  return (
    <span>
      {fillParts(words, {
        date: (
          <time key="updated" dateTime={day}>
            {dayText}
          </time>
        ),
      })}
    </span>
  );
}
