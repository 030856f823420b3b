-- The contact caps' minutes moved to a Durable Object of their own (worker/routes/contact-caps.ts):
-- page views spend D1's row writes a day, and could spend the caps' with them.
DROP TABLE contact_minutes;
