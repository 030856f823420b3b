import { describe, expect, it } from 'vitest';
import { toJsonResume } from '../../builder/resume/json-resume/export.ts';
import type { Content } from '../../shared/content-files.ts';
import { testContent as content } from '../../testing/test-content.ts';
import { fromJsonResume } from './import.ts';
import { translationOverlay, withLocale } from './translation-overlay.ts';

/** The default's own résumé, translated where `translate` says, read back as the import reads it. */
function translated(base: Content, translate: (resume: ReturnType<typeof toJsonResume>) => void): Content {
  const resume = structuredClone(toJsonResume(base));
  translate(resume);
  return { ...base, ...fromJsonResume(resume).content };
}

describe('translationOverlay', () => {
  it('holds only the translated fields, a null keeping each item before them', () => {
    const german = translated(content, (resume) => {
      (resume.work ?? [])[1].position = 'Softwareentwickler';
      resume.basics = { ...resume.basics, summary: `${content.about.content[0]}\n\nLeite ein kleines Team.` };
    });
    const { files, extras } = translationOverlay('de', content, german, {});
    expect(extras).toEqual([]);
    expect(files).toEqual({
      workExperience: [null, { title: 'Softwareentwickler' }],
      about: { content: [null, 'Leite ein kleines Team.'] },
    });
  });

  it('leaves out the site fields the import makes up, such as the English hero title', () => {
    const german = translated(content, (resume) => {
      resume.basics = { ...resume.basics, label: 'Staff-Entwickler' };
    });
    const { files } = translationOverlay('de', content, german, {});
    expect(files.site).toEqual({ jobTitle: 'Staff-Entwickler' });
  });

  it('translates the name but not the PDF file name, which every language takes from the default', () => {
    const hindi = translated(content, (resume) => {
      resume.basics = { ...resume.basics, name: 'प्रिया रमन' };
    });
    // The import names the PDF after the name it reads; the overlay leaves the default's.
    expect(hindi.site.resumePath).not.toBe(content.site.resumePath);
    const { files } = translationOverlay('hi', content, hindi, {});
    // Served under /hi/ at the default's path (shared/locales.ts localizedPath).
    expect(files.site).toEqual({ ownerName: 'प्रिया रमन' });
  });

  it('keeps the translations content/de/ already has where the résumé is as the default', () => {
    const german = translated(content, (resume) => {
      (resume.work ?? [])[0].summary = 'Leitet das Checkout-Team.';
    });
    const existing = {
      workExperience: [{ title: 'Staff-Entwickler' }],
      site: { pitch: 'Schreiben Sie mir.' },
    };
    const { files } = translationOverlay('de', content, german, existing);
    expect(files).toEqual({
      workExperience: [{ title: 'Staff-Entwickler', description: 'Leitet das Checkout-Team.' }],
    });
  });

  it('matches certifications to certificates wherever content/ lists its degree', () => {
    const [degree, ...certifications] = content.education;
    const certificationsFirst = { ...content, education: [...certifications, degree] };
    const german = translated(certificationsFirst, (resume) => {
      (resume.certificates ?? [])[1].name = 'Zertifikat';
      (resume.education ?? [])[0].institution = 'Universität Pune';
    });
    const { files, extras } = translationOverlay('de', certificationsFirst, german, {});
    expect(extras).toEqual([]);
    expect(files.education).toEqual([
      null,
      { certificateName: 'Zertifikat' },
      { college: 'Universität Pune' },
    ]);
  });

  it('names each item and field the default does not have', () => {
    const german = translated(content, (resume) => {
      resume.work?.[1].highlights?.push('Ein drittes Ergebnis.');
      resume.projects?.push({ name: 'Neu', description: 'Ein neues Projekt.' });
    });
    const { extras } = translationOverlay('de', content, german, {});
    const { length } = content.workExperience[1].achievements;
    expect(extras).toEqual([
      {
        file: 'de/work-experience.json',
        path: `$.items[1].achievements[${length}]`,
        reason: `is an item the default's work-experience.json does not have (it has ${length}): "Ein drittes Ergebnis."`,
      },
      {
        file: 'de/projects.json',
        path: `$.items[${content.projects.length}]`,
        reason: `is an item the default's projects.json does not have (it has ${content.projects.length}): "Neu"`,
      },
    ]);
  });
});

describe('withLocale', () => {
  it.each([
    [
      'a list on one line',
      '{\n  "a": 1,\n  "locales": ["ar"]\n}\n',
      '{\n  "a": 1,\n  "locales": ["ar", "de"]\n}\n',
    ],
    [
      'a list over several lines',
      '{\n  "locales": [\n    "ar"\n  ],\n  "a": 1\n}\n',
      '{\n  "locales": [\n    "ar",\n    "de"\n  ],\n  "a": 1\n}\n',
    ],
    ['an empty list', '{ "locales": [], "a": 1 }', '{ "locales": ["de"], "a": 1 }'],
    ['no list', '{\n  "a": 1,\n  "b": [2]\n}\n', '{\n  "a": 1,\n  "b": [2],\n  "locales": ["de"]\n}\n'],
  ])('adds the language to %s, every other byte kept', (_, before, after) => {
    expect(withLocale(before, 'de')).toBe(after);
    expect(JSON.parse(withLocale(before, 'de')).locales.at(-1)).toBe('de');
  });
});
