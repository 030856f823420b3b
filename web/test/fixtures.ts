import type {
  About,
  ApiProject,
  EducationRecord,
  Link,
  SkillGroup,
  WorkExperienceItem,
} from '../../shared/schema.ts';
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

/** As GET /api/projects answers: the first with its picture as built, the second without one. */
export const projects: ApiProject[] = [
  {
    title: 'Edge Checkout',
    description: 'A checkout at the edge.',
    techStack: ['TypeScript', 'Hono'],
    liveLink: 'https://checkout.example.dev',
    githubLink: 'https://github.com/example/checkout',
    image: {
      alt: 'A checkout form',
      width: 640,
      height: 360,
      sources: [
        { type: 'image/avif', srcset: '/images/checkout-320.1.avif 320w, /images/checkout-640.2.avif 640w' },
        { type: 'image/webp', srcset: '/images/checkout-320.3.webp 320w, /images/checkout-640.4.webp 640w' },
      ],
      sizes: 'auto, (min-width: 68rem) 17.5rem, 90vw',
      src: '/images/checkout-640.4.webp',
      largest: '/images/checkout-640.4.webp',
    },
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

/**
 * Every network the footer can link (spec §2's two, and the others shared/schema.ts allows), in an
 * owner's order.
 */
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
