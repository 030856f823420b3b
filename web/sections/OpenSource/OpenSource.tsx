import { formatCount } from '../../../shared/format/count.ts';
import { Section } from '../../components/Section.tsx';
import { ApiData } from '../../data/ApiData.tsx';
import { usePage } from '../../page.ts';
import '../../components/card-grid.css';
import './OpenSource.css';

/**
 * Open source (beyond the spec; shared/sections.ts), after Projects, when the owner has the
 * snapshot content/github.json: each repository's name as a link to it, its description (its
 * shortcodes made emoji by the build), its language and its stars. GitHub's words, in no language:
 * only the title and the stars' label are translated. The stars are written as the language
 * writes numbers, by the build's pattern: no Intl on the phone (shared/format/count.ts).
 */
export function OpenSource() {
  const { texts, countFormat } = usePage();
  return (
    <Section id="open-source" className="open-source">
      <ApiData path="/api/github">
        {({ data: repositories }) => (
          <ul className="card-grid">
            {repositories?.map((repository) => (
              <li key={repository.id} className="card open-source__item">
                <h3 className="card__title">
                  <a href={repository.url}>{repository.name}</a>
                </h3>
                {repository.description && (
                  <p className="open-source__description">{repository.description}</p>
                )}
                <p className="open-source__facts">
                  {repository.language && <span>{repository.language}</span>}
                  <span>
                    <span aria-hidden="true">★ </span>
                    <span className="visually-hidden">{texts.repositoryStars}: </span>
                    {countFormat ? formatCount(repository.stars, countFormat) : repository.stars}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </ApiData>
    </Section>
  );
}
