-- A version of each page's approved responses, which the Worker keys its cached copy of the
-- written page on (worker/responses/show-responses.ts): any change to what a page shows, by any
-- writer (the Worker, `npm run responses`, a statement typed into the console), draws a new one, so
-- the next request misses the cache and shows it. Random, not a counter: a database restored to an
-- earlier time cannot reach a number again that a cached copy of other responses is keyed on.
CREATE TABLE response_versions (
  page TEXT PRIMARY KEY,
  version TEXT NOT NULL
) WITHOUT ROWID;
-- Each trigger on one line: some SQL splitters cut a statement at every semicolon.
CREATE TRIGGER responses_shown_added AFTER INSERT ON responses WHEN NEW.status = 'approved' BEGIN INSERT OR REPLACE INTO response_versions (page, version) VALUES (NEW.page, lower(hex(randomblob(8)))); END;
CREATE TRIGGER responses_shown_changed AFTER UPDATE ON responses WHEN OLD.status = 'approved' OR NEW.status = 'approved' BEGIN INSERT OR REPLACE INTO response_versions (page, version) VALUES (NEW.page, lower(hex(randomblob(8)))); END;
CREATE TRIGGER responses_shown_removed AFTER DELETE ON responses WHEN OLD.status = 'approved' BEGIN INSERT OR REPLACE INTO response_versions (page, version) VALUES (OLD.page, lower(hex(randomblob(8)))); END;
