/**
 * The component of each of the page's sections (shared/sections.ts), by id: the compiler names a
 * section without one. web/App.tsx renders them in the sections' order.
 */
import type { ComponentType } from 'react';
import type { SectionId } from '../../shared/sections.ts';
import { About } from './About/About.tsx';
import { Contact } from './Contact/Contact.tsx';
import { Education } from './Education/Education.tsx';
import { Experience } from './Experience/Experience.tsx';
import { Hero } from './Hero/Hero.tsx';
import { OpenSource } from './OpenSource/OpenSource.tsx';
import { Projects } from './Projects/Projects.tsx';
import { Skills } from './Skills/Skills.tsx';
import { Talks } from './Talks/Talks.tsx';
import { Writing } from './Writing/Writing.tsx';

export const sectionComponents: Record<SectionId, ComponentType> = {
  home: Hero,
  about: About,
  experience: Experience,
  skills: Skills,
  projects: Projects,
  'open-source': OpenSource,
  talks: Talks,
  writing: Writing,
  education: Education,
  contact: Contact,
};
