-- The day's salt moves to KV (DAILY_SALTS in wrangler.toml), where it expires on its own just after
-- the day ends and no D1 backup or Time Travel restore can bring it back (docs/counts.md).
DROP TABLE daily_salts;
