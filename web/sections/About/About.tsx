import { Section } from '../../components/Section.tsx';
import { ApiData } from '../../data/ApiData.tsx';
import { useUntranslated } from '../../page.ts';
import './About.css';

/** Spec §2 About: the paragraphs in order. */
export function About() {
  const untranslated = useUntranslated();
  return (
    <Section id="about" className="about">
      <ApiData path="/api/about">
        {({ data }) => (
          <div className="about__text">
            {data?.content.map((paragraph, index) => (
              <p key={paragraph} {...untranslated('about', 'content', index)}>
                {paragraph}
              </p>
            ))}
          </div>
        )}
      </ApiData>
    </Section>
  );
}
