import { fillText } from '../../../shared/texts/fill.ts';
import { Picture } from '../../components/Picture.tsx';
import { Section } from '../../components/Section.tsx';
import { ApiData } from '../../data/ApiData.tsx';
import { usePage, useUntranslated } from '../../page.ts';
import '../../components/card-grid.css';
import './Projects.css';

/** Spec §2 Featured Projects: title, description, techStack as tags, Live Demo and GitHub links,
 * each only when present (a project may have no live site or public source: shared/schema.ts), and
 * a picture when the project has one: shown at the top of the card, but after the title in the
 * document, so a screen reader jumping to the title still meets it (Projects.css). A project with a
 * case study (`caseStudy`) has its title as a link to its page. */
export function Projects() {
  const { texts, caseStudies = {} } = usePage();
  const untranslated = useUntranslated();
  // Its own entries only: a project naming `constructor` names no case study of the page's.
  const caseStudyHref = (slug: string | undefined) =>
    slug !== undefined && Object.hasOwn(caseStudies, slug) ? caseStudies[slug] : undefined;
  return (
    <Section id="projects" className="projects">
      <ApiData path="/api/projects">
        {({ data: projects }) => (
          <ul className="card-grid">
            {projects?.map((project, index) => (
              <li key={project.title} className="card projects__card">
                <h3 className="card__title" {...untranslated('projects', index, 'title')}>
                  {/* A project with a case study leads to it by its name (builder/collections/case-studies/). */}
                  {caseStudyHref(project.caseStudy) ? (
                    <a href={caseStudyHref(project.caseStudy)}>{project.title}</a>
                  ) : (
                    project.title
                  )}
                </h3>
                {project.image && (
                  <Picture image={project.image} className="projects__picture" loading="lazy" />
                )}
                <p {...untranslated('projects', index, 'description')}>{project.description}</p>
                {project.techStack.length > 0 && (
                  <ul
                    className="projects__tags"
                    aria-label={fillText(texts.techStack, { title: project.title })}
                  >
                    {project.techStack.map((tech) => (
                      <li key={tech} className="tag">
                        {tech}
                      </li>
                    ))}
                  </ul>
                )}
                {(project.liveLink || project.githubLink) && (
                  <p className="projects__links">
                    {/* The project's name ends each link's accessible name: many cards, many "Live Demo"s. */}
                    {project.liveLink && (
                      <a href={project.liveLink}>
                        {texts.liveDemo}
                        <span className="visually-hidden">: {project.title}</span>
                      </a>
                    )}
                    {project.githubLink && (
                      <a href={project.githubLink}>
                        {texts.github}
                        <span className="visually-hidden">: {project.title}</span>
                      </a>
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
