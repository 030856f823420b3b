import type { ReactNode } from 'react';
import { sectionTitles, type TitledSectionId } from '../../shared/sections.ts';
import { useReveal } from '../hooks/useReveal.ts';
import { usePage, useShown } from '../page.ts';

type Props = { className?: string; children?: ReactNode } & (
  | { id: TitledSectionId; title?: undefined }
  // A section the spec does not have (Writing), with its title from its own texts.
  | { id: string; title: string }
);

/**
 * A page section with its spec id and title (spec §2), fading in on first scroll into view.
 * Nothing when it shows a kind of content the owner has no file of (its data not asked either).
 */
export function Section({ id, title, className = '', children }: Props) {
  const { ref, className: revealClassName } = useReveal<HTMLElement>();
  const { texts } = usePage();
  const shown = useShown();
  const titleId = `${id}-title`;
  if (!shown(id)) return null;
  return (
    <section
      ref={ref}
      id={id}
      aria-labelledby={titleId}
      data-reveal
      className={['section', className, revealClassName].filter(Boolean).join(' ')}
    >
      <div className="container">
        <h2 id={titleId} className="section__title">
          {title ?? texts[sectionTitles[id as TitledSectionId]]}
        </h2>
        {children}
      </div>
    </section>
  );
}
