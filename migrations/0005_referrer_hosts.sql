-- Which client network brought each referrer host the day keeps (worker/counting/store.ts): one
-- network adds at most a few new hosts a day, so one address rotating its Referer cannot fill the
-- day's places and push LinkedIn's visits into 'other'. The network is the same 4-hex-digit bucket
-- as network_visitors', and the roll-over deletes the rows with the other hashes.
CREATE TABLE referrer_hosts (
  day TEXT NOT NULL,
  host TEXT NOT NULL,
  network TEXT NOT NULL,
  PRIMARY KEY (day, host)
) WITHOUT ROWID;
CREATE INDEX referrer_hosts_by_network ON referrer_hosts (day, network);
