import { Section } from '../../components/Section.tsx';
import { useApi } from '../../hooks/useApi.ts';
import './About.css';

/** Spec §2 About: the paragraphs in order. */
export function About() {
  const { data } = useApi('/api/about');
  return (
    <Section id="about" className="about">
      <div className="about__text">
        {data?.content.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Section>
  );
}
