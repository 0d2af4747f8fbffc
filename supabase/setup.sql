-- The deploy guide's database step (docs/contact-function.md, "Deploying to Supabase"), run right
-- after `supabase db push` with psql as the owner, from the shell that holds the values:
--
--   psql "$OWNER_DB_URL" -v ref="$REF" -v retry_secret="$RETRY_SECRET" \
--     -v role_password="$ROLE_PASSWORD" -f supabase/setup.sql
--
-- It gives contact_function its login, and stores the retry entry's URL and secret in Vault for
-- the pg_cron job. It can run again: existing secrets are updated (vault.update_secret), never
-- created twice. It prints no value.
\set ON_ERROR_STOP on
\set QUIET on

alter role contact_function login password :'role_password';

select vault.update_secret(s.id, v.value)
from (values
  ('contact_retry_url', format('https://%s.supabase.co/functions/v1/send-contact-email/retry', :'ref')),
  ('contact_retry_secret', :'retry_secret')
) as v (name, value)
join vault.secrets s on s.name = v.name;

select vault.create_secret(v.value, v.name)
from (values
  ('contact_retry_url', format('https://%s.supabase.co/functions/v1/send-contact-email/retry', :'ref')),
  ('contact_retry_secret', :'retry_secret')
) as v (name, value)
where not exists (select from vault.secrets s where s.name = v.name);

\set QUIET off
\echo 'contact_function can log in; Vault holds contact_retry_url and contact_retry_secret.'
