/** basics ↔ site.json and about.json (profiles apart, in profiles.ts). */
import { initialsFromName } from '../../shared/initials.ts';
import { type About, type Site, siteSchema } from '../../shared/schema.ts';
import { slugOf } from '../content/slug.ts';
import type { Field } from './fields.ts';
import type { Basics, Location } from './types.ts';

/** "Bangalore, IN" ↔ { city: "Bangalore", countryCode: "IN" }. */
function toLocation(location: string): Location {
  const cityAndCountry = location.match(/^(.+),\s*([A-Z]{2})$/);
  if (cityAndCountry) return { city: cityAndCountry[1], countryCode: cityAndCountry[2] };
  return { address: location };
}

export const placeFields = ['city', 'region', 'countryCode'] as const;

export function fromLocation(location: Location | undefined): string | undefined {
  if (!location) return undefined;
  const parts = placeFields.map((field) => location[field]).filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : location.address;
}

/** `image`: the address of the owner's built photo, when there is one (builder/images/portrait.ts). */
type BasicsSource = { site: Site; about: About; image?: string };

type BasicsField = Field<BasicsSource, Basics> & {
  file: 'site' | 'about';
  /** A site field JSON Resume has no place for: made from basics, and listed for the owner to review. */
  derived?: true;
  /** Why a derived field was left out, when the owner should know. */
  leftOut?: (basics: Basics) => string | undefined;
};

/** A site field the import makes from basics (JSON Resume has no place for it); the export writes none. */
const derivedSiteField = (
  content: keyof Site & string,
  resume: readonly string[],
  read: (basics: Basics) => unknown,
): BasicsField => ({ file: 'site', content, resume, derived: true, read });

const siteField = (content: keyof Site & string, resume: keyof Basics & string): BasicsField => ({
  file: 'site',
  content,
  resume: [resume],
  write: ({ site }) => ({ [resume]: site[content] }),
  read: (basics) => basics[resume],
});

/**
 * basics ↔ site.json and about.json (profiles ↔ links.json apart). A problem with a site or about
 * field is told as the résumé fields it is made from (resumeProblemsOf).
 */
export const basicsFields: BasicsField[] = [
  siteField('ownerName', 'name'),
  siteField('jobTitle', 'label'),
  siteField('email', 'email'),
  siteField('siteUrl', 'url'),
  {
    file: 'site',
    content: 'photo',
    resume: ['image'],
    // The site's photo is a file in content/, not an address the importer could fetch offline.
    unread: 'is an address: save the photo in content/ and name it in site.json photo',
    write: ({ image }) => (image ? { image } : {}),
  },
  {
    file: 'about',
    content: 'content',
    resume: ['summary'],
    // None without an about.json (an absent kind reads as no paragraphs).
    write: ({ about }) => (about.content.length > 0 ? { summary: about.content.join('\n\n') } : {}),
    read: ({ summary }) =>
      (summary ?? '')
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean),
  },
  {
    file: 'site',
    content: 'location',
    resume: ['location'],
    named: 'location (city, region, countryCode or address)',
    write: ({ site }) => ({ location: toLocation(site.location) }),
    read: (basics) => fromLocation(basics.location),
  },
  {
    ...derivedSiteField('initials', ['name'], ({ name }) => {
      const initials = initialsFromName(name ?? '');
      return siteSchema.shape.initials.safeParse(initials).success ? initials : undefined;
    }),
    // Initials never stop an import: when the name gives none the site could show (no name, or no
    // letter in it), site.json has none and the problem, if any, is the name's.
    leftOut: ({ name }) =>
      name?.trim() ? 'left out: basics.name has no letter to take them from' : undefined,
  },
  derivedSiteField('heroTitle', ['name'], ({ name }) => `Hi, I'm ${name ?? ''}`),
  derivedSiteField('tagline', ['label'], ({ label }) => label ?? ''),
  derivedSiteField('description', ['name', 'label', 'location'], ({ name, label, location }) => {
    const place = fromLocation(location);
    return `${name ?? ''}: ${label ?? ''}${place ? ` in ${place}` : ''}.`.slice(0, 160);
  }),
  derivedSiteField('pitch', [], () => "Have a project in mind or a role to fill? I'd love to hear about it."),
  derivedSiteField(
    'resumePath',
    ['name'],
    ({ name }) => `/downloads/${slugOf(name ?? '') || 'resume'}-resume.pdf`,
  ),
];
