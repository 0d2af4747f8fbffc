-- Delivers quote requests whose first e-mail failed: every minute pg_cron calls the function's
-- retry entry through pg_net. Where either extension is missing (a plain PostgreSQL, PGlite for
-- `npm start`), this migration does nothing: `npm start` runs the same retry on a timer.
-- The URL and secret come from Vault (docs/deploying.md):
--   select vault.create_secret('https://<ref>.supabase.co/functions/v1/send-contact-email/retry', 'contact_retry_url');
--   select vault.create_secret('<CONTACT_RETRY_SECRET>', 'contact_retry_secret');

do $$
begin
  if not exists (select from pg_available_extensions where name = 'pg_cron')
    or not exists (select from pg_available_extensions where name = 'pg_net') then
    raise notice 'pg_cron or pg_net is not available: the contact e-mail retry is not scheduled';
    return;
  end if;
  create extension if not exists pg_cron with schema pg_catalog;
  create extension if not exists pg_net with schema extensions;
  -- EXECUTE, so the cron and net schemas are only resolved where they exist.
  execute $sql$
    select cron.schedule(
      'contact-email-retry',
      '* * * * *',
      $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'contact_retry_url'),
          headers := jsonb_build_object(
            'Content-Type', 'application/json',
            'x-retry-secret',
            (select decrypted_secret from vault.decrypted_secrets where name = 'contact_retry_secret')
          ),
          body := '{}'::jsonb,
          timeout_milliseconds := 60000
        )
      $job$
    )
  $sql$;
end
$$;
