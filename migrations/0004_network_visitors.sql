-- How many visitor hashes each client network (an IPv4 address, an IPv6 /64) made today: past a
-- small cap, a network's new user agents count no more visitors (worker/counting/store.ts). The
-- network is kept only as the first 4 hex digits of a SHA-256 of the day's salt and the network,
-- a bucket of 65,536 IPv4 addresses. Deleted by the roll-over, as visitor_views is.
CREATE TABLE network_visitors (
  day TEXT NOT NULL,
  network TEXT NOT NULL,
  visitors INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, network)
) WITHOUT ROWID;
