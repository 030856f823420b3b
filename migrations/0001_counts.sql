-- Who looked (docs/counts.md): counts per day, the day in UTC as YYYY-MM-DD. No table holds an IP
-- address or a user agent; a visitor is only a SHA-256 of the day's salt, the IP and the user agent.

-- The day's totals: distinct visitors, résumé downloads, contact messages accepted.
CREATE TABLE daily_counts (
  day TEXT PRIMARY KEY,
  visitors INTEGER NOT NULL DEFAULT 0,
  downloads INTEGER NOT NULL DEFAULT 0,
  messages INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

-- Views per page: `/` and each language's `/<tag>/`.
CREATE TABLE page_views (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, path)
) WITHOUT ROWID;

-- Views by the host of the Referer (`www.linkedin.com`), never its path or query.
CREATE TABLE referrer_views (
  day TEXT NOT NULL,
  host TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, host)
) WITHOUT ROWID;

-- Views by country, as request.cf names it (ISO 3166-1 alpha-2).
CREATE TABLE country_views (
  day TEXT NOT NULL,
  country TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, country)
) WITHOUT ROWID;

-- Views by device class.
CREATE TABLE device_views (
  day TEXT NOT NULL,
  device TEXT NOT NULL CHECK (device IN ('mobile', 'desktop')),
  views INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, device)
) WITHOUT ROWID;

-- The day's random salt: kept only here, replaced every day, the old one deleted.
CREATE TABLE daily_salts (
  day TEXT PRIMARY KEY,
  salt TEXT NOT NULL
) WITHOUT ROWID;

-- The day's visitor hashes, with each one's views per page: the first view of a hash counts a
-- visitor, and a page counts a hash's views up to a small cap. Deleted with the day's salt.
CREATE TABLE visitor_views (
  day TEXT NOT NULL,
  visitor TEXT NOT NULL,
  path TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, visitor, path)
) WITHOUT ROWID;
