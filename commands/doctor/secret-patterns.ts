/**
 * Shapes of credentials that must never be published: in dist/ they are served to everyone, and a
 * token pushed in public is found and used (or revoked by its issuer) within minutes.
 */
export type SecretPattern = { kind: string; pattern: RegExp };

export const secretPatterns: SecretPattern[] = [
  { kind: 'a GitHub token', pattern: /\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36}\b/ },
  { kind: 'a GitHub fine-grained token', pattern: /\bgithub_pat_[A-Za-z0-9_]{22,}/ },
  { kind: 'an AWS access key ID', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/ },
  { kind: 'a private key', pattern: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----/ },
  // Since April 2026 Cloudflare's keys and tokens start cfk_, cfut_ or cfat_: 40 characters and a checksum.
  // https://developers.cloudflare.com/fundamentals/api/get-started/token-formats/
  { kind: 'a Cloudflare API token or key', pattern: /\bcf(?:k|ut|at)_[A-Za-z0-9]{40,}/ },
  // Older ones have no prefix (40 letters, digits, - and _; a key 37 hex digits): found by their name.
  {
    kind: 'a Cloudflare API token',
    pattern: /(?:CLOUDFLARE_API_TOKEN|CF_API_TOKEN|Authorization:\s*Bearer)["'\s:=]+[A-Za-z0-9_-]{40}\b/i,
  },
  {
    kind: 'a Cloudflare global API key',
    pattern: /(?:CLOUDFLARE_API_KEY|CF_API_KEY|X-Auth-Key)["'\s:=]+[0-9a-f]{37}\b/i,
  },
  // Turnstile's site keys are public and about 24 characters long; its secret keys are longer.
  { kind: 'a Turnstile secret key', pattern: /\b0x4AAAAAAA[\w-]{22,}/ },
  { kind: 'a Turnstile test secret key', pattern: /\b[123]x0{31}AA\b/ },
  { kind: 'an npm token', pattern: /\bnpm_[A-Za-z0-9]{36}\b/ },
  { kind: 'a Stripe secret key', pattern: /\b[sr]k_live_[A-Za-z0-9]{20,}/ },
  { kind: 'a Slack token', pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/ },
];
