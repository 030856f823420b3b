/**
 * GET /api/projects: each project of content/projects.json with its picture as the build made it
 * (builder/images/project-images.ts), and the picture's text alternative folded in.
 */
import type { ApiProject, Project, ProjectImages } from './schema.ts';

export function apiProjects(projects: Project[], images: ProjectImages): ApiProject[] {
  return projects.map(({ image, imageAlt, ...project }) => {
    if (!image) return project;
    const built = images[image];
    // The build names every picture content/projects.json names; a gap is a build out of step.
    if (!built) throw new Error(`content/projects.json names ${image}, but the build made no picture of it`);
    // Without imageAlt the picture is decorative: the card's title, beside it, names the project.
    return { ...project, image: { alt: imageAlt ?? '', ...built } };
  });
}
