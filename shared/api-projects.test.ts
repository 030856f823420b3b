import { describe, expect, it } from 'vitest';
import { apiProjects } from './api-projects.ts';
import { apiProjectSchema, type ProjectImages } from './schema.ts';

const built: ProjectImages = {
  'projects/shop.png': {
    width: 640,
    height: 360,
    sources: [
      {
        type: 'image/avif',
        srcset: '/images/project-shop-320.a.avif 320w, /images/project-shop-640.b.avif 640w',
      },
      {
        type: 'image/webp',
        srcset: '/images/project-shop-320.c.webp 320w, /images/project-shop-640.d.webp 640w',
      },
    ],
    sizes: '(min-width: 68rem) 17rem, 90vw',
    src: '/images/project-shop-640.d.webp',
    largest: '/images/project-shop-640.d.webp',
  },
};
const shop = { title: 'Shop', description: 'A shop.', techStack: ['Go'] };

describe('the API’s projects', () => {
  it('carry the built picture, with imageAlt as its alt, and not the content file’s name', () => {
    const [project] = apiProjects(
      [{ ...shop, image: 'projects/shop.png', imageAlt: 'The shop’s cart' }],
      built,
    );
    expect(project).toEqual({ ...shop, image: { alt: 'The shop’s cart', ...built['projects/shop.png'] } });
    expect(apiProjectSchema.parse(project)).toEqual(project);
  });

  it('give a picture without imageAlt an empty alt: the card’s title beside it names the project', () => {
    const [project] = apiProjects([{ ...shop, image: 'projects/shop.png' }], built);
    expect(project.image?.alt).toBe('');
  });

  it('leave a project without a picture as it is', () => {
    expect(apiProjects([shop], built)).toEqual([shop]);
  });

  it('refuse a picture the build did not make, rather than answer without it', () => {
    expect(() => apiProjects([{ ...shop, image: 'projects/other.png' }], built)).toThrow(
      'content/projects.json names projects/other.png, but the build made no picture of it',
    );
  });
});
