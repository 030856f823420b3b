/** The zone (a domain on Cloudflare) that holds a host name, as the token sees the account's zones. */
import { cloudflareApi, describeApiErrors } from './cloudflare-api.ts';
import type { DoctorContext } from './context.ts';

export type Zone = { id: string; name: string; account?: { id: string; name?: string } };
/** The zone found, if any; `refusal` when the API would not say (a token without Zone · Zone · Read). */
export type ZoneLookup = { zone?: Zone; refusal?: string };

export async function zoneById(context: DoctorContext, zoneId: string): Promise<ZoneLookup> {
  const answer = await cloudflareApi<Zone>(context, `/zones/${zoneId}`);
  if (answer.success) return { zone: answer.result };
  return answer.status === 404 ? {} : { refusal: describeApiErrors(answer.errors) };
}

/** The host's zone: the host itself or one of its parent domains (example.com for www.example.com). */
export async function zoneHolding(context: DoctorContext, host: string): Promise<ZoneLookup> {
  const labels = host.toLowerCase().split('.');
  for (let start = 0; start < labels.length - 1; start++) {
    const name = labels.slice(start).join('.');
    const answer = await cloudflareApi<Zone[]>(context, `/zones?name=${encodeURIComponent(name)}`);
    if (!answer.success) return { refusal: describeApiErrors(answer.errors) };
    if (answer.result?.[0]) return { zone: answer.result[0] };
  }
  return {};
}

export const zoneReadFix = 'give the token Zone · Zone · Read (or check it by hand in the dashboard)';
