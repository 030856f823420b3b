import { formatMonthYear } from '../../../shared/format/date.ts';
import type { Talk } from '../../../shared/schema.ts';
import type { TextKey } from '../../../shared/texts/index.ts';
import { Section } from '../../components/Section.tsx';
import { ApiData } from '../../data/ApiData.tsx';
import { usePage, useUntranslated } from '../../page.ts';
import '../../components/card-grid.css';
import './Talks.css';

/** Each link a talk may have, in the order shown, with its words. */
const talkLinks = [
  ['slides', 'talkSlides'],
  ['video', 'talkVideo'],
  ['recording', 'talkRecording'],
  ['paper', 'talkPaper'],
] as const satisfies readonly [keyof NonNullable<Talk['links']>, TextKey][];

/**
 * Talks (beyond the spec; shared/sections.ts), after Projects, when the owner has talks.json: each
 * talk's title, its event, place and date, and links to its material, in the owner's order.
 */
export function Talks() {
  const { texts, monthYear } = usePage();
  const untranslated = useUntranslated();
  return (
    <Section id="talks" className="talks">
      <ApiData path="/api/talks">
        {({ data: talks }) => (
          <ul className="card-grid">
            {talks?.map((talk, index) => (
              <li key={`${talk.title}-${talk.date}`} className="card talks__item">
                <h3 className="card__title" {...untranslated('talks', index, 'title')}>
                  {talk.title}
                </h3>
                <p className="talks__event">
                  {[talk.event, talk.place].filter(Boolean).join(' · ')}
                  {' · '}
                  <time dateTime={talk.date}>
                    {formatMonthYear(talk.date, { monthYear, present: texts.present })}
                  </time>
                </p>
                {talk.links && (
                  <p className="talks__links">
                    {/* The talk's title ends each link's accessible name: many talks, many "Slides". */}
                    {talkLinks.map(
                      ([field, words]) =>
                        talk.links?.[field] && (
                          <a key={field} href={talk.links[field]}>
                            {texts[words]}
                            <span className="visually-hidden">: {talk.title}</span>
                          </a>
                        ),
                    )}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </ApiData>
    </Section>
  );
}
