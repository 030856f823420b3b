/**
 * The Worker's bindings: the generated `Env` (from wrangler.toml) plus the optional ones that are
 * commented out there by default, so the code must cope with their absence.
 */
export type Bindings = Env & {
  /** `[[send_email]]` binding: e-mail notification of each contact message (off by default). */
  CONTACT_EMAIL?: SendEmail;
  /** The owner's verified Email Routing destination address. */
  CONTACT_EMAIL_TO?: string;
  /** A sender address on a domain with Email Routing enabled. */
  CONTACT_EMAIL_FROM?: string;
  /** Cloudflare Turnstile secret: when set, every contact message must carry a valid token. */
  TURNSTILE_SECRET_KEY?: string;
  /** For the browser tests only: a local stand-in for Turnstile's siteverify, so they run offline. */
  TURNSTILE_SITEVERIFY_URL?: string;
  /**
   * Set by the local previews, `npm run dev` (vite.config.ts) and `npm start` (commands/serve.ts):
   * there content changes with every save or rebuild, not only with a deploy.
   */
  LIVE_CONTENT?: string;
  /** The secret the owner's moderation links are signed with (responses): `wrangler secret put`. */
  RESPONSES_SIGNING_KEY?: string;
  /** "on": webmention sources on 127.0.0.1 are fetched, for local tests' stand-in sites; `npm run doctor` refuses it for a deploy. */
  WEBMENTION_ALLOW_LOOPBACK?: string;
};

export type AppEnv = { Bindings: Bindings };

/** Every error the API answers with; `fields` names what is wrong with each field of a request body. */
export type ApiError = { error: string; fields?: Record<string, string[]> };
