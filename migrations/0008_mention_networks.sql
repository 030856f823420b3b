-- How many webmentions each client network (an IPv4 address, an IPv6 /48) sent today: past its
-- share, a network's requests are refused (429) until the next UTC day, so one network cannot
-- fill the responses' pending queue and close webmentions for everyone
-- (worker/responses/mention-share.ts). The network is kept only as a 4-hex-digit bucket of a hash
-- under the day's salt, as network_visitors keeps it; a day's rows go with the next day's first
-- mention.
CREATE TABLE mention_networks (
  day TEXT NOT NULL,
  network TEXT NOT NULL,
  accepted INTEGER NOT NULL,
  PRIMARY KEY (day, network)
) WITHOUT ROWID;
