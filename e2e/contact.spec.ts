import type { Page } from '@playwright/test';
import { expect, storedMessages, test } from './fixtures.ts';

const SUCCESS = "Thank you for your message! I'll get back to you soon.";
const FAILURE = 'Failed to send message. Please try again later.';

async function fill(page: Page, values: Record<'name' | 'email' | 'subject' | 'message', string>) {
  const form = page.locator('#contact form');
  await form.getByLabel(/name/i).fill(values.name);
  await form.getByLabel(/e-?mail/i).fill(values.email);
  await form.getByLabel(/subject/i).fill(values.subject);
  await form.getByLabel(/message/i).fill(values.message);
  return form;
}

function nextAlert(page: Page) {
  return new Promise<string>((resolve) =>
    page.once('dialog', async (dialog) => {
      expect(dialog.type()).toBe('alert');
      resolve(dialog.message());
      await dialog.accept();
    }),
  );
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('a sent message reaches the Worker, is stored in KV, and the form is cleared', async ({ page }) => {
  const subject = `Role at Example Corp ${Date.now()}`;
  const form = await fill(page, {
    name: 'Priya Recruiter',
    email: 'priya@example.com',
    subject,
    message: 'We would love to talk about a senior role.',
  });
  const alert = nextAlert(page);
  const response = page.waitForResponse('**/api/contact');
  await form.getByRole('button', { name: /send/i }).click();
  expect((await response).status()).toBe(201);
  expect(await alert).toBe(SUCCESS);
  for (const field of ['name', 'email', 'subject', 'message']) {
    await expect(form.locator(`[name="${field}"]`)).toHaveValue('');
  }
  const stored = await storedMessages();
  expect(stored).toContainEqual(
    expect.objectContaining({ name: 'Priya Recruiter', email: 'priya@example.com', subject }),
  );
});

test('a failed send alerts, keeps every field and logs the error', async ({ page, consoleErrors }) => {
  test.info().annotations.push({ type: 'expects-console-error' });
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }),
  );
  const values = { name: 'Sam', email: 'sam@example.com', subject: 'Hello', message: 'Are you available?' };
  const form = await fill(page, values);
  const alert = nextAlert(page);
  await form.getByRole('button', { name: /send/i }).click();
  expect(await alert).toBe(FAILURE);
  for (const [field, value] of Object.entries(values)) {
    await expect(form.locator(`[name="${field}"]`)).toHaveValue(value);
  }
  await expect
    .poll(() => consoleErrors.some((error) => error.includes('POST /api/contact answered 500')))
    .toBe(true);
});

test('the browser blocks sending with empty or invalid fields', async ({ page }) => {
  let posted = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact')) posted = true;
  });
  const form = page.locator('#contact form');
  // The browser checks the fields as the button is pressed and, refusing, names each field it
  // refuses with an `invalid` event instead of sending: the state in which nothing has left.
  await form.evaluate((element) => {
    const watch = element as unknown as { refused: string[] };
    watch.refused = [];
    element.addEventListener(
      'invalid',
      (event) => watch.refused.push((event.target as HTMLInputElement).name),
      true,
    );
  });
  const refused = () =>
    form.evaluate((element) => [...(element as unknown as { refused: string[] }).refused]);
  await form.getByRole('button', { name: /send/i }).click();
  await expect.poll(refused).toContain('name');
  expect(await form.evaluate((el: HTMLFormElement) => el.checkValidity())).toBe(false);

  await fill(page, { name: 'Sam', email: 'not-an-address', subject: 'Hi', message: 'Hello' });
  const refusedBefore = await refused();
  await form.getByRole('button', { name: /send/i }).click();
  const emailValid = await form.getByLabel(/e-?mail/i).evaluate((el: HTMLInputElement) => el.validity.valid);
  expect(emailValid).toBe(false);
  await expect(form.getByLabel(/message/i)).toHaveAttribute('rows', '5');
  await expect.poll(refused).toEqual([...refusedBefore, 'email']);
  expect(posted).toBe(false);
});
