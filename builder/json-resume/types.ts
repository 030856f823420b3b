/**
 * The parts of a JSON Resume v1.0.0 document (https://jsonresume.org/schema) that content/ has a
 * place for. Every object may hold more fields (the schema allows them): the import reports those.
 */
export type Location = {
  address?: string;
  postalCode?: string;
  city?: string;
  countryCode?: string;
  region?: string;
};
export type Profile = { network?: string; username?: string; url?: string };
export type Work = {
  name?: string;
  position?: string;
  startDate?: string;
  endDate?: string;
  summary?: string;
  highlights?: string[];
  [extra: string]: unknown;
};
export type Education = {
  institution?: string;
  area?: string;
  studyType?: string;
  startDate?: string;
  endDate?: string;
  courses?: string[];
  /** Not in the v1.0.0 schema (which allows extra fields): the degree's description. */
  summary?: string;
  [extra: string]: unknown;
};
export type Certificate = { name?: string; date?: string; issuer?: string; [extra: string]: unknown };
export type Skill = { name?: string; keywords?: string[]; [extra: string]: unknown };
export type JsonResumeProject = {
  name?: string;
  description?: string;
  keywords?: string[];
  url?: string;
  /** Not in the v1.0.0 schema (which allows extra fields): the source code address. */
  repository?: string;
  [extra: string]: unknown;
};

export type Basics = {
  name?: string;
  label?: string;
  email?: string;
  url?: string;
  image?: string;
  summary?: string;
  location?: Location;
  profiles?: Profile[];
  [extra: string]: unknown;
};

export type Publication = {
  name?: string;
  publisher?: string;
  releaseDate?: string;
  url?: string;
  summary?: string;
  [extra: string]: unknown;
};
export type JsonResume = {
  $schema?: string;
  basics?: Basics;
  work?: Work[];
  education?: Education[];
  certificates?: Certificate[];
  skills?: Skill[];
  projects?: JsonResumeProject[];
  publications?: Publication[];
  meta?: { canonical?: string; version?: string; [extra: string]: unknown };
  [section: string]: unknown;
};
