import { Section } from '../../components/Section.tsx';
import { ApiData } from '../../data/ApiData.tsx';
import { useUntranslated } from '../../page.ts';
import '../../components/card-grid.css';
import './Skills.css';

/** Spec §2 Technical Skills: each group's category and its skills, comma-separated. */
export function Skills() {
  const untranslated = useUntranslated();
  return (
    <Section id="skills" className="skills">
      <ApiData path="/api/skills">
        {({ data: groups }) => (
          <ul className="card-grid">
            {groups?.map((group, index) => (
              <li key={group.category} className="card">
                <h3 className="card__title" {...untranslated('skills', index, 'category')}>
                  {group.category}
                </h3>
                <p className="skills__list">{group.skills.join(', ')}</p>
              </li>
            ))}
          </ul>
        )}
      </ApiData>
    </Section>
  );
}
