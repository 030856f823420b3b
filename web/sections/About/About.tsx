import { Section } from '../../components/Section.tsx';
import { ApiData } from '../../data/ApiData.tsx';
import './About.css';

/** Spec §2 About: the paragraphs in order. */
export function About() {
  return (
    <Section id="about" className="about">
      <ApiData path="/api/about">
        {({ data }) => (
          <div className="about__text">
            {data?.content.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        )}
      </ApiData>
    </Section>
  );
}
