/** The zone (a domain on Cloudflare) that holds a host name, as the token sees the account's zones. */
import { cloudflareApi } from './cloudflare-api.ts';
import type { DoctorContext } from './context.ts';

export type Zone = { id: string; name: string; account?: { id: string; name?: string } };

export async function zoneById(context: DoctorContext, zoneId: string): Promise<Zone | undefined> {
  const answer = await cloudflareApi<Zone>(context, `/zones/${zoneId}`);
  return answer.success ? answer.result : undefined;
}

/** The host's zone: the host itself or one of its parent domains (example.com for www.example.com). */
export async function zoneHolding(context: DoctorContext, host: string): Promise<Zone | undefined> {
  const labels = host.toLowerCase().split('.');
  for (let start = 0; start < labels.length - 1; start++) {
    const name = labels.slice(start).join('.');
    const answer = await cloudflareApi<Zone[]>(context, `/zones?name=${encodeURIComponent(name)}`);
    if (answer.success && answer.result?.[0]) return answer.result[0];
  }
  return undefined;
}
