/**
 * The Cloudflare REST API for what wrangler has no command for (the workers.dev subdomain, zones,
 * Email Routing's addresses), with wrangler's credentials and base URL, so a test's stand-in answers both.
 */
import type { DoctorContext } from './context.ts';

export type ApiError = { code: number; message: string };
export type ApiAnswer<Result> =
  | { success: true; result: Result }
  | { success: false; errors: ApiError[]; status: number };

/** One API call's time limit. */
const requestTimeoutMs = 15_000;

export const apiBaseUrl = (env: NodeJS.ProcessEnv) =>
  (env.CLOUDFLARE_API_BASE_URL ?? 'https://api.cloudflare.com/client/v4').replace(/\/+$/, '');

type Credentials = Record<string, string>;
const credentials = new WeakMap<DoctorContext, Promise<Credentials>>();

/**
 * The headers wrangler would authenticate with: CLOUDFLARE_API_TOKEN, else a global API key with
 * its e-mail (CLOUDFLARE_API_KEY, CLOUDFLARE_EMAIL), else the login's token as `wrangler auth token` gives it.
 */
function credentialsOf(context: DoctorContext): Promise<Credentials> {
  const { CLOUDFLARE_API_TOKEN: token, CLOUDFLARE_API_KEY: key, CLOUDFLARE_EMAIL: email } = context.env;
  let found = credentials.get(context);
  if (!found) {
    found = token
      ? Promise.resolve({ Authorization: `Bearer ${token}` })
      : key && email
        ? Promise.resolve({ 'X-Auth-Key': key, 'X-Auth-Email': email })
        : context.wrangler(['auth', 'token', '--json']).then(({ ok, stdout }): Credentials => {
            try {
              const login = ok ? (JSON.parse(stdout) as { token?: string }).token : undefined;
              return login ? { Authorization: `Bearer ${login}` } : {};
            } catch {
              return {};
            }
          });
    credentials.set(context, found);
  }
  return found;
}

export async function cloudflareApi<Result>(
  context: DoctorContext,
  path: string,
): Promise<ApiAnswer<Result>> {
  const headers = await credentialsOf(context);
  try {
    const response = await fetch(`${apiBaseUrl(context.env)}${path}`, {
      headers: { ...headers, Accept: 'application/json' },
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    const body = (await response.json().catch(() => ({}))) as {
      success?: boolean;
      result?: Result;
      errors?: ApiError[];
    };
    if (response.ok && body.success !== false) return { success: true, result: body.result as Result };
    return {
      success: false,
      status: response.status,
      errors: body.errors?.length ? body.errors : [{ code: 0, message: `HTTP ${response.status}` }],
    };
  } catch (error) {
    // Node's fetch quotes a header value it refuses whole: the login's token never reaches a finding.
    const message = Object.values(headers).reduce(
      (text, value) => (value.length >= 4 ? text.replaceAll(value, '[credential]') : text),
      (error as Error).message,
    );
    return { success: false, status: 0, errors: [{ code: 0, message }] };
  }
}

export const describeApiErrors = (errors: ApiError[]) =>
  errors.map(({ code, message }) => (code ? `${message} [code: ${code}]` : message)).join('; ');
