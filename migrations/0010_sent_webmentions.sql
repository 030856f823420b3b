-- The webmentions this site sent (commands/webmentions/sent-state.ts): for each of its entry pages
-- and each other site's page it links to, what the sender last did and for which version of the
-- page, so `npm run webmentions:send` notifies only what is new, changed or removed since its last
-- run. In the deployed database, which both the owner's machine and the deploy workflow reach.
CREATE TABLE sent_webmentions (
  -- The entry page's address (the webmention's source) and the linked page's (its target).
  source TEXT NOT NULL CHECK (length(source) <= 2048),
  target TEXT NOT NULL CHECK (length(target) <= 2048),
  -- A hash of what a receiver reads of the entry (its title and body) when it was last notified.
  fingerprint TEXT NOT NULL,
  -- `sent`: the endpoint accepted it; `no-endpoint`: the target advertises none; `refused`: the
  -- endpoint refused it (4xx) or the limits stopped it. Only `sent` ones are told of a removal.
  outcome TEXT NOT NULL CHECK (outcome IN ('sent', 'no-endpoint', 'refused')),
  -- When (ISO 8601).
  at TEXT NOT NULL,
  PRIMARY KEY (source, target)
);
