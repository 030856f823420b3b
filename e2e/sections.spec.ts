import { siteInitials } from '../shared/initials.ts';
import { content, expect, sections, test } from './fixtures.ts';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('has the spec sections, titles and navigation in order', async ({ page }) => {
  await expect(page.locator('main section[id]')).toHaveCount(sections.length);
  const ids = await page.locator('main section[id]').evaluateAll((nodes) => nodes.map((node) => node.id));
  expect(ids).toEqual(sections.map((section) => section.id));
  for (const { id, title } of sections) {
    await expect(page.locator(`#${id}`).getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

  const nav = page.getByRole('navigation', { name: /main|primary|sections/i });
  await expect(page.getByRole('banner')).toContainText(siteInitials(content.site));
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'About',
    'Experience',
    'Skills',
    'Projects',
    'Talks',
    'Education',
    'Contact',
  ]);
});

test('renders every section from the API with the sample content', async ({ page }) => {
  const about = page.locator('#about');
  for (const paragraph of content.about.content) await expect(about.getByText(paragraph)).toBeVisible();

  const experience = page.locator('#experience');
  for (const job of content.workExperience) {
    await expect(experience.getByText(job.title, { exact: true })).toBeVisible();
    await expect(experience.getByText(job.organization, { exact: true })).toBeVisible();
    for (const achievement of job.achievements) await expect(experience.getByText(achievement)).toBeVisible();
  }
  await expect(experience).toContainText('April 2022 – Present');
  await expect(experience).toContainText('July 2019 – March 2022');

  const skills = page.locator('#skills');
  for (const group of content.skills) {
    await expect(skills.getByText(group.category, { exact: true })).toBeVisible();
    await expect(skills.getByText(group.skills.join(', '), { exact: true })).toBeVisible();
  }

  const projects = page.locator('#projects');
  for (const project of content.projects) {
    await expect(projects.getByText(project.title, { exact: true })).toBeVisible();
    for (const tech of project.techStack)
      await expect(projects.getByText(tech, { exact: true }).first()).toBeVisible();
  }
  const liveDemos = projects.getByRole('link', { name: /Live Demo/ });
  await expect(liveDemos).toHaveCount(content.projects.length);
  expect(await liveDemos.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
    content.projects.map((project) => project.liveLink),
  );
  const githubs = projects.getByRole('link', { name: /GitHub/ });
  expect(await githubs.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
    content.projects.map((project) => project.githubLink),
  );

  const talks = page.locator('#talks');
  for (const talk of content.talks) {
    await expect(talks.getByRole('heading', { name: talk.title, exact: true })).toBeVisible();
    await expect(talks.getByText(talk.event, { exact: false }).first()).toBeVisible();
  }
  expect(
    await talks.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
  ).toEqual(content.talks.flatMap((talk) => Object.values(talk.links ?? {})));

  const education = page.locator('#education');
  const degree = content.education.find((record) => record.type === 'degree');
  if (degree?.type !== 'degree') throw new Error('sample content has a degree');
  await expect(education.getByText(degree.degree)).toBeVisible();
  await expect(education.getByText(degree.college)).toBeVisible();
  await expect(education.getByText(degree.relevantCoursework.join(', '))).toBeVisible();
  await expect(education.getByRole('heading', { name: 'Professional Certifications' })).toBeVisible();
  for (const record of content.education) {
    if (record.type !== 'degree') await expect(education.getByText(record.certificateName)).toBeVisible();
  }
});

test('the footer gives e-mail, location, social links, quick links, pitch, resume and copyright', async ({
  page,
}) => {
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Get In Touch' })).toBeVisible();
  await expect(footer.getByRole('link', { name: content.site.email })).toHaveAttribute(
    'href',
    `mailto:${content.site.email}`,
  );
  await expect(footer).toContainText(content.site.location);
  await expect(footer.getByRole('heading', { name: 'Follow Me' })).toBeVisible();
  for (const link of content.links) {
    const social = footer.getByRole('link', { name: new RegExp(link.name) });
    await expect(social).toHaveAttribute('href', link.url);
    await expect(social).toHaveAttribute('target', '_blank');
    await expect(social).toHaveAttribute('rel', /noopener/);
  }
  await expect(footer.getByRole('heading', { name: 'Quick Links' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '#about');
  await expect(footer.getByRole('link', { name: 'Portfolio', exact: true })).toHaveAttribute('href', '#home');
  await expect(footer.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute(
    'href',
    '#contact',
  );
  await expect(footer.getByRole('heading', { name: "Let's Work Together" })).toBeVisible();
  await expect(footer).toContainText(content.site.pitch);
  await expect(footer.getByRole('link', { name: /resume/i })).toHaveAttribute(
    'href',
    content.site.resumePath,
  );
  await expect(footer).toContainText('2025');
  await expect(footer).toContainText(/all rights reserved/i);
});

test('the hero offers Get In Touch and a plain resume link under /downloads/', async ({ page }) => {
  const hero = page.locator('#home');
  await expect(hero.getByText(content.site.tagline)).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Download Resume' })).toHaveAttribute(
    'href',
    content.site.resumePath,
  );
  await hero
    .getByRole('link', { name: 'Get In Touch' })
    .or(hero.getByRole('button', { name: 'Get In Touch' }))
    .click();
  await expect
    .poll(() => page.locator('#contact').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBeLessThan(200);
});

test('the résumé link downloads the PDF made from the content, and /resume.json is JSON Resume', async ({
  page,
  request,
}) => {
  // Served by the built Worker's assets, as the build wrote them (builder/resume/build-resume.ts).
  const pdf = await request.get(content.site.resumePath);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const resume = await request.get('/resume.json');
  expect(resume.status()).toBe(200);
  expect(resume.headers()['content-type']).toContain('application/json');
  expect((await resume.json()).basics.name).toBe(content.site.ownerName);

  const download = page.waitForEvent('download');
  await page
    .locator('#home')
    .getByRole('link', { name: 'Download Resume' })
    .click({ modifiers: ['Alt'] });
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
});
