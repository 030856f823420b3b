-- The contact form's site-wide caps (worker/routes/contact-caps.ts): how many messages it accepted
-- in each minute (UTC, YYYY-MM-DDTHH:MM), and nothing about who sent them. The roll-over deletes
-- the minutes of the days before today.
CREATE TABLE contact_minutes (
  minute TEXT PRIMARY KEY,
  accepted INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

-- The days a cap turned a message away, which cap, and when it first did: `npm run stats` tells
-- the owner. One row a day and cap, written once.
CREATE TABLE contact_cap_hits (
  day TEXT NOT NULL,
  cap TEXT NOT NULL CHECK (cap IN ('minute', 'day')),
  first_at TEXT NOT NULL,
  PRIMARY KEY (day, cap)
) WITHOUT ROWID;
