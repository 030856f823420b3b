/**
 * For tests: content of their own, so that an owner who replaces content/ never breaks one. It has
 * every field the résumé and JSON Resume carry, a current and a past job, a degree before two
 * certifications (the order an import gives back), and pictures JSON Resume has no place for.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { type Content, type ContentKey, contentFiles } from '../shared/content-files.ts';

export const testContent: Content = {
  about: {
    content: [
      'I build payment systems that stay up on the busiest day of the year.',
      'Lately I lead a small platform team and speak at meetups in Pune.',
    ],
  },
  workExperience: [
    {
      title: 'Staff Engineer',
      organization: 'Tamarind Pay',
      startDate: '2021-09',
      description: 'Leads the checkout platform team.',
      achievements: ['Halved checkout latency by serving it from the edge.', 'Mentored four engineers.'],
    },
    {
      title: 'Software Engineer',
      organization: 'Kestrel Logistics',
      startDate: '2017-06',
      endDate: '2021-08',
      description: 'Built the fleet tracking console.',
      achievements: ['Shipped live vehicle maps.'],
    },
  ],
  skills: [
    { category: 'Languages', skills: ['TypeScript', 'Go', 'SQL'] },
    { category: 'Cloud', skills: ['Cloudflare Workers', 'PostgreSQL'] },
  ],
  projects: [
    {
      title: 'Edge Ledger',
      description: 'A double-entry ledger served from the edge.',
      techStack: ['TypeScript', 'Hono'],
      liveLink: 'https://ledger.example.dev',
      githubLink: 'https://github.com/priya-raman/edge-ledger',
      image: 'projects/edge-ledger.png',
      imageAlt: 'The ledger’s balance screen',
    },
    {
      title: 'Route Planner',
      description: 'Plans delivery routes.',
      techStack: ['Go'],
      githubLink: 'https://github.com/priya-raman/route-planner',
    },
  ],
  education: [
    {
      type: 'degree',
      degree: 'B.E. in Information Technology',
      college: 'Pune Institute of Engineering',
      startYear: 2013,
      endYear: 2017,
      description: 'Graduated with distinction.',
      relevantCoursework: ['Distributed Systems', 'Databases'],
    },
    {
      type: 'certification',
      certificateName: 'Cloud Architect – Professional',
      issuingOrganization: 'Cloud Academy',
      year: 2023,
    },
    {
      type: 'certification',
      certificateName: 'Go Developer',
      issuingOrganization: 'Gopher Guild',
      year: 2020,
    },
  ],
  links: [
    { name: 'LinkedIn', url: 'https://www.linkedin.com/in/priya-raman' },
    { name: 'GitHub', url: 'https://github.com/priya-raman' },
  ],
  site: {
    ownerName: 'Priya Raman',
    initials: 'PR',
    heroTitle: "Hi, I'm Priya Raman",
    tagline: 'Payment systems that stay up.',
    jobTitle: 'Staff Engineer',
    description: 'Priya Raman builds payment systems in Pune.',
    email: 'priya@example.dev',
    location: 'Pune, IN',
    pitch: 'Building something that has to stay up? Write to me.',
    resumePath: '/downloads/priya-raman-resume.pdf',
    siteUrl: 'https://priya.example.dev',
    photo: 'portrait.png',
  },
};

/** Writes content as content/'s files into `dir`, with each picture it names drawn as a plain square. */
export async function writeTestContent(dir: string, content: Content = testContent): Promise<string> {
  for (const key of Object.keys(contentFiles) as ContentKey[]) {
    await writeFile(join(dir, contentFiles[key].file), `${JSON.stringify(content[key], null, 2)}\n`);
  }
  const pictures = [content.site.photo, ...content.projects.map((project) => project.image)];
  for (const picture of pictures.filter((name) => name !== undefined)) {
    await mkdir(dirname(join(dir, picture)), { recursive: true });
    const square = { width: 640, height: 640, channels: 3, background: '#336699' } as const;
    await sharp({ create: square }).png().toFile(join(dir, picture));
  }
  return dir;
}
