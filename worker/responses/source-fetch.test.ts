import { describe, expect, it } from 'vitest';
import { fetchSource, sourceLimits } from './source-fetch.ts';
import { htmlPage, redirectTo, standInSites } from './stand-in-sites.ts';

const source = 'https://alice.example/notes/1';
const page = '<p>Hello <a href="https://portfolio.example/writing/hello-world/">post</a></p>';

describe('an ordinary source', () => {
  it('is fetched as HTML from where its redirects end, each Location resolved against the last address', async () => {
    const sites = standInSites({
      [source]: redirectTo('/notes/one', 301),
      'https://alice.example/notes/one': redirectTo('https://www.alice.example/notes/one'),
      'https://www.alice.example/notes/one': htmlPage(page),
    });

    expect(await fetchSource(source, sites)).toEqual({
      outcome: 'fetched',
      url: 'https://www.alice.example/notes/one',
      type: 'html',
      body: page,
    });
  });

  it('in plain text is fetched as text; any other type is refused', async () => {
    const sites = standInSites({
      [source]: () =>
        new Response('See https://portfolio.example/', { headers: { 'Content-Type': 'text/plain' } }),
      'https://alice.example/photo.png': () =>
        new Response('PNG', { headers: { 'Content-Type': 'image/png' } }),
    });

    expect(await fetchSource(source, sites)).toMatchObject({ outcome: 'fetched', type: 'text' });
    expect(await fetchSource('https://alice.example/photo.png', sites)).toEqual({
      outcome: 'refused',
      reason: 'The source is neither HTML nor plain text.',
    });
  });

  it.each([410, 404])('answering %i is gone: its response is to be removed', async (status) => {
    const sites = standInSites({ [source]: () => new Response('Deleted', { status }) });

    expect(await fetchSource(source, sites)).toEqual({ outcome: 'gone', url: source, status });
  });

  it('answering 503 or not at all has failed, to be tried again', async () => {
    const down = standInSites({ [source]: () => new Response('Busy', { status: 503 }) });

    expect(await fetchSource(source, down)).toEqual({
      outcome: 'failed',
      reason: 'The source answered 503.',
    });
    expect(await fetchSource('https://nowhere.example/', down)).toMatchObject({
      outcome: 'failed',
      reason: expect.stringMatching(/^The source could not be fetched/),
    });
  });
});

describe('a source beyond the limits', () => {
  it(`is refused when it redirects more than ${sourceLimits.redirects} times`, async () => {
    const hops = (count: number) =>
      Object.fromEntries(
        Array.from({ length: count }, (_, hop) => [
          `https://alice.example/${hop}`,
          redirectTo(`/${hop + 1}`),
        ]),
      );
    const sites = standInSites({
      ...hops(6),
      'https://alice.example/5': htmlPage(page),
      'https://alice.example/6': htmlPage(page),
    });

    expect(await fetchSource('https://alice.example/0', sites)).toMatchObject({ outcome: 'fetched' });
    const sixHops = standInSites({ ...hops(6), 'https://alice.example/6': htmlPage(page) });
    expect(await fetchSource('https://alice.example/0', sixHops)).toEqual({
      outcome: 'refused',
      reason: 'The source redirects more than 5 times.',
    });
    expect(sixHops.requested).not.toContain('https://alice.example/6');
  });

  it.each([
    ['http://127.0.0.1/admin', 'a loopback range'],
    ['http://10.0.0.7/', 'a private range'],
    ['http://[::1]/', 'a loopback range'],
    ['http://169.254.169.254/latest/meta-data/', 'a linkLocal range'],
    ['http://[::ffff:192.168.1.1]/', 'a private range'],
    ['http://2130706433/', 'a loopback range'],
    ['http://100.64.0.1/', 'a carrierGradeNat range'],
    ['http://[fd00::1]/', 'a uniqueLocal range'],
    ['http://app.localhost/', 'names this machine'],
    ['http://router/', 'names a local network'],
    ['http://printer.local/', 'names a local network'],
    ['file:///etc/passwd', 'redirects to an address that is not http or https'],
  ])('is refused, never requested, when it redirects to %s', async (address, why) => {
    const sites = standInSites({ [source]: redirectTo(address), [address]: htmlPage(page) });

    const fetched = await fetchSource(source, sites);

    expect(fetched).toMatchObject({ outcome: 'refused', reason: expect.stringContaining(why) });
    expect(sites.requested).toEqual([source]);
  });

  it('on loopback is fetched only where local tests allow it (WEBMENTION_ALLOW_LOOPBACK)', async () => {
    const local = 'http://127.0.0.1:8787/notes/1';
    const sites = standInSites({ [local]: htmlPage(page), 'http://10.0.0.7/': htmlPage(page) });

    expect(await fetchSource(local, sites)).toMatchObject({ outcome: 'refused' });
    expect(await fetchSource(local, { ...sites, allowLoopback: true })).toMatchObject({ outcome: 'fetched' });
    expect(await fetchSource('http://10.0.0.7/', { ...sites, allowLoopback: true })).toMatchObject({
      outcome: 'refused',
    });
  });

  it('is refused at 2 MB, whether it says so or streams it, and is not read to its end', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    let chunksSent = 0;
    const twoMegabytes = () =>
      new Response(
        new ReadableStream({
          pull(controller) {
            if (chunksSent === 32) return controller.close();
            chunksSent += 1;
            controller.enqueue(chunk);
          },
        }),
        { headers: { 'Content-Type': 'text/html' } },
      );
    const declared = () =>
      new Response(new Uint8Array(2 * 1024 * 1024), {
        headers: { 'Content-Type': 'text/html', 'Content-Length': String(2 * 1024 * 1024) },
      });
    const sites = standInSites({ [source]: twoMegabytes, 'https://alice.example/declared': declared });
    const refused = { outcome: 'refused', reason: 'The source is larger than 1 MB.' };

    expect(await fetchSource(source, sites)).toEqual(refused);
    expect(chunksSent).toBeLessThan(20);
    expect(await fetchSource('https://alice.example/declared', sites)).toEqual(refused);
  });

  it('has failed when it is slower than the time limit, in its answer or its body', async () => {
    const never = () => new Promise<Response>(() => {});
    const trickle = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('<p>Hello'));
          },
        }),
      );
    const sites = standInSites({ [source]: never, 'https://alice.example/trickle': trickle });
    const late = { outcome: 'failed', reason: 'The source did not answer within 0.05 s.' };

    expect(await fetchSource(source, { ...sites, timeoutMs: 50 })).toEqual(late);
    expect(await fetchSource('https://alice.example/trickle', { ...sites, timeoutMs: 50 })).toEqual(late);
  });
});
