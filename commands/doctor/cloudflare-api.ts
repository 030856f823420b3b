/**
 * The Cloudflare REST API for what wrangler has no command for (the workers.dev subdomain, zones,
 * Email Routing's addresses), with wrangler's token and base URL, so a test's stand-in answers both.
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

const tokens = new WeakMap<DoctorContext, Promise<string | undefined>>();

/** CLOUDFLARE_API_TOKEN, or the token of `wrangler login` as wrangler hands it out. */
function tokenOf(context: DoctorContext): Promise<string | undefined> {
  let token = tokens.get(context);
  if (!token) {
    token = context.env.CLOUDFLARE_API_TOKEN
      ? Promise.resolve(context.env.CLOUDFLARE_API_TOKEN)
      : context.wrangler(['auth', 'token', '--json']).then(({ ok, stdout }) => {
          if (!ok) return undefined;
          try {
            return (JSON.parse(stdout) as { token?: string }).token;
          } catch {
            return undefined;
          }
        });
    tokens.set(context, token);
  }
  return token;
}

export async function cloudflareApi<Result>(
  context: DoctorContext,
  path: string,
): Promise<ApiAnswer<Result>> {
  const token = await tokenOf(context);
  try {
    const response = await fetch(`${apiBaseUrl(context.env)}${path}`, {
      headers: { Authorization: `Bearer ${token ?? ''}`, Accept: 'application/json' },
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
    return { success: false, status: 0, errors: [{ code: 0, message: (error as Error).message }] };
  }
}

export const describeApiErrors = (errors: ApiError[]) =>
  errors.map(({ code, message }) => (code ? `${message} [code: ${code}]` : message)).join('; ');
