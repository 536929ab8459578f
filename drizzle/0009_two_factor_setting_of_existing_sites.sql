-- Custom SQL migration (drizzle-kit generate --custom), written by hand: data, not schema.
-- "Admins must use two-factor sign-in" is on for a new site (no row: the default). A site that
-- already has admins when this version arrives keeps signing in as before until an admin turns
-- it on under Settings, so that nobody is stopped at the door by a step they were not told of.
INSERT INTO "site_settings" ("key", "value")
SELECT 'two_factor', '{"requiredForAdmins": false}'::jsonb
WHERE EXISTS (SELECT 1 FROM "users" WHERE "role" = 'admin')
ON CONFLICT ("key") DO NOTHING;
