import type {
  About,
  EducationRecord,
  Link,
  Project,
  SkillGroup,
  WorkExperienceItem,
} from '../../content/schema.ts';
import type { ApiResponses } from '../data/client.ts';

/** Small content of its own, so that the owner editing content/ never breaks a component test. */
export const about: About = { content: ['First paragraph about me.', 'Second paragraph, after a break.'] };

export const workExperience: WorkExperienceItem[] = [
  {
    title: 'Staff Engineer',
    organization: 'Current Co',
    startDate: '2022-04',
    description: 'Leads the platform team.',
    achievements: ['Halved the build time.', 'Shipped the edge cache.'],
  },
  {
    title: 'Engineer',
    organization: 'Previous Co',
    startDate: '2019-01-01',
    endDate: '2022-03',
    description: 'Built the tracking console.',
    achievements: [],
  },
];

export const skills: SkillGroup[] = [
  { category: 'Languages', skills: ['TypeScript', 'Go', 'SQL'] },
  { category: 'Cloud', skills: ['Cloudflare Workers'] },
];

export const projects: Project[] = [
  {
    title: 'Edge Checkout',
    description: 'A checkout at the edge.',
    techStack: ['TypeScript', 'Hono'],
    liveLink: 'https://checkout.example.dev',
    githubLink: 'https://github.com/example/checkout',
  },
  {
    title: 'FleetPulse',
    description: 'A fleet dashboard.',
    techStack: ['React'],
    liveLink: 'https://fleet.example.dev',
    githubLink: 'https://github.com/example/fleet',
  },
];

export const education: EducationRecord[] = [
  { type: 'certification', certificateName: 'Cloud Architect', issuingOrganization: 'Cloud Org', year: 2023 },
  {
    type: 'degree',
    degree: 'B.Tech in Computer Science',
    college: 'Institute of Technology',
    startYear: 2012,
    endYear: 2016,
    description: 'Graduated with distinction.',
    relevantCoursework: ['Algorithms', 'Operating Systems'],
  },
  {
    type: 'degree',
    degree: 'A second degree that is not shown',
    college: 'Other College',
    startYear: 2016,
    endYear: 2018,
    description: 'Only the first degree record is shown.',
    relevantCoursework: [],
  },
  {
    type: 'certification',
    certificateName: 'Kubernetes Developer',
    issuingOrganization: 'Linux Org',
    year: 2021,
  },
];

export const links: Link[] = [
  { name: 'LinkedIn', url: 'https://www.linkedin.com/in/example' },
  { name: 'GitHub', url: 'https://github.com/example' },
];

/** Every network the footer can link, in an owner's order (issue "More places to follow"). */
export const everyNetworkLinks: Link[] = [
  { name: 'Mastodon', url: 'https://hachyderm.io/@example' },
  { name: 'LinkedIn', url: 'https://www.linkedin.com/in/example' },
  { name: 'GitHub', url: 'https://github.com/example' },
  { name: 'X', url: 'https://x.com/example' },
  { name: 'Stack Overflow', url: 'https://stackoverflow.com/users/1/example' },
  { name: 'YouTube', url: 'https://www.youtube.com/@example' },
  { name: 'Website', url: 'https://blog.example.dev/' },
];

export const contentResponses: ApiResponses = {
  '/api/about': about,
  '/api/work-experience': workExperience,
  '/api/skills': skills,
  '/api/projects': projects,
  '/api/education': education,
  '/api/links': links,
};
