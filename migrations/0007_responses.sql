-- Responses to posts and case studies (worker/responses/store.ts): readers' comments and
-- other sites' webmentions, each shown only once the owner approves it. In the counts' database,
-- STATS, not one of their own: an owner provisions one database, which the deploy already creates
-- and migrates (commands/deploy.ts). A row keeps what the reader wrote and chose to show, the page
-- and the times; never an IP address or a network: the limits that bound a sender live elsewhere,
-- as the contact form's do. The numbers below are store.ts's constants, its tests hold them equal.
CREATE TABLE responses (
  -- A random UUID, which the owner's moderation links sign.
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('comment', 'reply', 'like', 'repost', 'bookmark', 'mention')),
  -- The entry's path as a URL has it: /writing/hello-world/.
  page TEXT NOT NULL CHECK (length(page) BETWEEN 1 AND 2048),
  author_name TEXT CHECK (length(author_name) BETWEEN 1 AND 100),
  -- Only http(s): a `javascript:` address never reaches a page.
  author_url TEXT CHECK (
    (author_url LIKE 'http://_%' OR author_url LIKE 'https://_%') AND length(author_url) <= 2048
  ),
  -- Plain text: a comment's words, a mention's excerpt; none for a like.
  text TEXT CHECK (length(text) BETWEEN 1 AND 2000),
  -- The webmention's source; none for a comment. A mention sent again updates its row.
  source TEXT CHECK (
    (source LIKE 'http://_%' OR source LIKE 'https://_%') AND length(source) <= 2048
  ),
  -- ISO 8601 instants: when its author says it was published, when this site received it, and
  -- when the owner last approved or rejected it (from which rejected rows are to be deleted).
  published TEXT,
  received TEXT NOT NULL,
  decided TEXT,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  -- A comment has a name, words and no source; a mention has a source.
  CHECK (
    CASE kind
      WHEN 'comment' THEN source IS NULL AND author_name IS NOT NULL AND text IS NOT NULL
      ELSE source IS NOT NULL
    END
  )
) WITHOUT ROWID;
CREATE UNIQUE INDEX responses_by_source ON responses (source, page) WHERE source IS NOT NULL;
-- A page's approved ones in the order received; the owner's list and the pending count by status.
CREATE INDEX responses_by_status ON responses (status, page, received);
