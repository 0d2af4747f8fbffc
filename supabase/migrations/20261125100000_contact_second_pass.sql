-- The contact function, second pass (docs/contact-function.md). Expand only: every signature the
-- previous release calls keeps working, so posts go on between `supabase db push` and
-- `supabase functions deploy`.
--   * webhook posts share the e-mail budget: past it, one email.budget_reached and the digest;
--   * while messages wait for a digest, a new message joins them instead of taking a freed slot;
--   * a digest is a batch whose id is written before the send, so a retry reuses its key;
--   * the purge keeps at least 30 days, never deletes what the owner was not told of, and trims
--     only this job's pg_cron run log;
--   * the retry job does nothing until its Vault secrets exist.

-- The digest a message belongs to, written when the digest is claimed, before it is sent.
alter table public.contact_messages add column digest_id uuid;
create index contact_messages_digest on public.contact_messages (digest_id)
  where digest_id is not null and notified_at is null;
-- Messages waiting for a digest: every intake asks whether there are any, so that stays an index
-- probe of a (nearly always) empty index, not a scan of the table.
create index contact_messages_held on public.contact_messages (received_at)
  where deferred and notified_at is null and failed_at is null;

-- Same signature as before (the previous release calls it); new rules for the budget.
create or replace function public.contact_intake(
  p_name text,
  p_email text,
  p_phone text,
  p_service text,
  p_message text,
  p_idempotency_key text,
  p_content_hash text,
  p_client_hash text,
  p_page_origin text,
  p_user_agent text,
  p_rate_limit integer,
  p_rate_window_seconds integer,
  p_lease_seconds integer,
  p_email_budget integer,
  p_budget_window_seconds integer,
  p_webhook boolean
)
returns table (
  outcome text, message_id uuid, retry_after integer, received_at timestamptz, events jsonb
)
language plpgsql
security definer
set search_path = ''
-- Waits for a lock stop here, inside the statement; the function itself stops waiting for the
-- database at 4.5 s, whatever the wait (connection, pool, lock or a slow server).
set lock_timeout = '3s'
as $$
declare
  found_id uuid;
  found_at timestamptz;
  found_hash text;
  recent integer;
  oldest timestamptz;
  within_budget boolean;
  raised jsonb := '[]'::jsonb;
  budget_line text := format(
    'The contact form reached its e-mail budget (%s per %s s): new messages are stored and will be e-mailed in one digest when the window allows',
    p_email_budget, p_budget_window_seconds);
begin
  -- Posts of one message wait for each other, so a repeat sees the first one's row. A message
  -- is the same by its key, or by its content within 10 minutes whatever its key.
  perform pg_advisory_xact_lock(hashtextextended('content:' || p_content_hash, 0));
  if p_idempotency_key is not null then
    select m.id, m.received_at, m.content_hash into found_id, found_at, found_hash
    from public.contact_messages m
    where m.idempotency_key = p_idempotency_key;
    if found_id is not null and found_hash <> p_content_hash then
      return query select 'key_reused'::text, null::uuid, null::integer, null::timestamptz, null::jsonb;
      return;
    end if;
  end if;
  if found_id is null then
    select m.id, m.received_at into found_id, found_at from public.contact_messages m
    where m.content_hash = p_content_hash
      and m.received_at > now() - interval '10 minutes'
    order by m.received_at desc
    limit 1;
  end if;
  if found_id is not null then
    return query select 'duplicate'::text, found_id, null::integer, found_at, null::jsonb;
    return;
  end if;

  if p_rate_limit > 0 then
    perform pg_advisory_xact_lock(hashtextextended('client:' || p_client_hash, 0));
    select count(*), min(m.received_at) into recent, oldest from public.contact_messages m
    where m.client_hash = p_client_hash
      and m.received_at > now() - make_interval(secs => p_rate_window_seconds);
    if recent >= p_rate_limit then
      return query select 'rate_limited'::text, null::uuid, greatest(
        1,
        ceil(extract(epoch from oldest + make_interval(secs => p_rate_window_seconds) - now()))::integer
      ), null::timestamptz, null::jsonb;
      return;
    end if;
  end if;

  insert into public.contact_messages (
    name, email, phone, service, message, idempotency_key, content_hash, client_hash,
    page_origin, user_agent, next_attempt_at
  ) values (
    p_name, p_email, p_phone, p_service, p_message, p_idempotency_key, p_content_hash,
    p_client_hash, p_page_origin, p_user_agent, clock_timestamp() + make_interval(secs => p_lease_seconds)
  )
  on conflict (idempotency_key) do nothing
  returning id, contact_messages.received_at into found_id, found_at;
  if found_id is null then
    return query select 'key_reused'::text, null::uuid, null::integer, null::timestamptz, null::jsonb;
    return;
  end if;

  -- While messages wait for a digest, a new one joins them rather than taking a slot that
  -- frees: the digest goes out first, and nothing overtakes it. Otherwise one e-mail is reserved
  -- (last, so the budget's lock is held only until this commit).
  within_budget := not exists (
      select from public.contact_messages m
      where m.deferred and m.notified_at is null and m.failed_at is null and m.id <> found_id
    ) and public.contact_reserve_email(p_email_budget, p_budget_window_seconds);

  if within_budget then
    -- The webhook shares the e-mail budget: one post per message only while e-mails go one by one.
    if p_webhook then
      raised := raised || public.contact_new_event(
        'message.received', found_id,
        format('New quote request from %s (%s), %s, %s', p_name,
               coalesce(nullif(p_service, ''), 'no service chosen'), p_email,
               coalesce(nullif(p_phone, ''), 'no phone')),
        p_lease_seconds);
    end if;
  else
    -- Due at once for the digest, which waits for room in the budget.
    update public.contact_messages set deferred = true, next_attempt_at = now() where id = found_id;
    if not exists (
      select from public.contact_events e
      where e.kind = 'email.budget_reached'
        and e.created_at > now() - make_interval(secs => p_budget_window_seconds)
    ) then
      -- Returned either way, for the function's log; without a webhook the row is never due
      -- (no lease), it only keeps the alert to once a window.
      raised := raised || public.contact_new_event(
        'email.budget_reached', null, budget_line,
        case when p_webhook then p_lease_seconds end);
    end if;
  end if;
  return query select
    case when within_budget then 'stored' else 'deferred' end,
    found_id, null::integer, found_at, raised;
end
$$;

-- The next digest, leased to the caller with its batch id: first a batch claimed before and not
-- yet recorded as sent (its answer was lost, or it failed and is due again), with the same id, so
-- the same Resend Idempotency-Key; else a new batch of the held-back messages, only when the
-- budget has room for one more e-mail, which this reserves. contact_claim_digest stays for the
-- previous release until a later migration removes it.
create function public.contact_claim_digest_batch(
  p_limit integer, p_lease_seconds integer, p_budget integer, p_window_seconds integer
)
returns table (
  digest_id uuid, id uuid, received_at timestamptz, name text, email text, phone text,
  service text, message text, page_origin text, attempts integer
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  batch uuid;
begin
  select m.digest_id into batch from public.contact_messages m
  where m.digest_id is not null and m.notified_at is null and m.failed_at is null
    and m.next_attempt_at <= now()
  order by m.received_at
  limit 1
  for update skip locked;
  if batch is null then
    if not exists (
      select from public.contact_messages m
      where m.notified_at is null and m.deferred and m.failed_at is null
        and m.digest_id is null and m.next_attempt_at <= now()
    ) or not public.contact_reserve_email(p_budget, p_window_seconds) then
      return;
    end if;
    batch := gen_random_uuid();
    update public.contact_messages m set digest_id = batch
    where m.id in (
      select d.id from public.contact_messages d
      where d.notified_at is null and d.deferred and d.failed_at is null
        and d.digest_id is null and d.next_attempt_at <= now()
      order by d.received_at
      limit p_limit
      for update skip locked
    );
  end if;
  return query
  update public.contact_messages m
  set next_attempt_at = clock_timestamp() + make_interval(secs => p_lease_seconds)
  where m.digest_id = batch and m.notified_at is null
  returning m.digest_id, m.id, m.received_at, m.name, m.email, m.phone, m.service, m.message,
    m.page_origin, m.attempts;
end
$$;

-- Deletes messages older than the retention (never less than 30 days) that the owner was told of
-- (e-mailed, or an alert delivered), their events, budget rows older than a day, and this job's
-- pg_cron run log older than 7 days where pg_cron keeps one. Returns the messages deleted.
create or replace function public.contact_purge(p_retention_days integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  purged integer;
  days integer := greatest(coalesce(p_retention_days, 730), 30);
begin
  delete from public.contact_messages m
  where m.received_at < now() - make_interval(days => days)
    and (m.notified_at is not null or exists (
      select from public.contact_events e where e.message_id = m.id and e.delivered_at is not null
    ));
  get diagnostics purged = row_count;
  delete from public.contact_events
  where message_id is null and created_at < now() - make_interval(days => days);
  delete from public.contact_email_sends where at < now() - interval '1 day';
  if to_regclass('cron.job_run_details') is not null and to_regclass('cron.job') is not null then
    execute $sql$
      delete from cron.job_run_details
      where end_time < now() - interval '7 days'
        and jobid in (select jobid from cron.job where jobname = 'contact-email-retry')
    $sql$;
  end if;
  return purged;
end
$$;

-- The retry job again, under its own name (pg_cron replaces a job scheduled under a name it
-- already has): it posts only once both Vault secrets exist, so a fresh project's log shows no
-- failed run every minute before the deploy guide's Vault step.
do $$
begin
  if to_regnamespace('cron') is null or to_regnamespace('net') is null then
    return;
  end if;
  execute $sql$
    select cron.schedule(
      'contact-email-retry',
      '* * * * *',
      $job$
        select net.http_post(
          url := s.url,
          headers := jsonb_build_object('Content-Type', 'application/json', 'x-retry-secret', s.secret),
          body := '{}'::jsonb,
          timeout_milliseconds := 60000
        )
        from (
          select
            (select decrypted_secret from vault.decrypted_secrets where name = 'contact_retry_url') as url,
            (select decrypted_secret from vault.decrypted_secrets where name = 'contact_retry_secret') as secret
        ) s
        where s.url is not null and s.secret is not null
      $job$
    )
  $sql$;
end
$$;

revoke all on function public.contact_claim_digest_batch(integer, integer, integer, integer)
  from public;
do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated', 'service_role'] loop
    if exists (select from pg_roles where rolname = role_name) then
      execute format(
        'revoke all on function public.contact_claim_digest_batch(integer, integer, integer, integer) from %I',
        role_name
      );
    end if;
  end loop;
end
$$;
grant execute on function public.contact_claim_digest_batch(integer, integer, integer, integer)
  to contact_function;
