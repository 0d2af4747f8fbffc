-- The contact function hardened for the platform (docs/contact-function.md):
--   * a least-privilege role, contact_function, that can only call the functions below;
--   * an hourly e-mail budget: past it, messages are stored, answered and e-mailed later in a digest;
--   * errors by kind: a permanent failure or a give-up marks the row failed (failed_at);
--   * owner alerts for a webhook (contact_events), each delivered once;
--   * the client hash is an HMAC with a secret kept here (unless CONTACT_HASH_SECRET is set);
--   * rows older than the retention are purged by the retry entry, and pg_cron's run log trimmed.
-- Every function is SECURITY DEFINER with an empty search_path: the role gets EXECUTE on them and
-- nothing on any table, so it can take and deliver messages but never list them.

alter table public.contact_messages
  -- Past the hourly e-mail budget: stored and answered, then e-mailed in a digest.
  add column deferred boolean not null default false,
  -- Permanently refused by the e-mail provider, or given up after the last retry. last_error says
  -- why; `select public.contact_requeue_failed();` queues them again.
  add column failed_at timestamptz;

comment on column public.contact_messages.client_hash is
  'HMAC-SHA-256 of the client address with a secret: enough for the rate limit, no address kept.';
-- Hashes written before this migration were a plain SHA-256 of the address: none is kept.
update public.contact_messages set client_hash = 'legacy:' || id::text;

-- One row per e-mail sent or about to be sent, the budget's only memory: a time, nothing else.
create table public.contact_email_sends (at timestamptz not null default now());
create index contact_email_sends_at on public.contact_email_sends (at);

-- Alerts for CONTACT_WEBHOOK_URL, delivered with the same lease and retry rules as e-mails.
create table public.contact_events (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  kind text not null
    check (kind in ('message.received', 'message.failed', 'email.budget_reached')),
  message_id uuid references public.contact_messages (id) on delete cascade,
  line text not null,
  attempts integer not null default 0,
  last_error text,
  delivered_at timestamptz,
  failed_at timestamptz,
  next_attempt_at timestamptz
);
create index contact_events_due on public.contact_events (next_attempt_at)
  where delivered_at is null and next_attempt_at is not null;
create index contact_events_kind on public.contact_events (kind, created_at);

alter table public.contact_email_sends enable row level security;
alter table public.contact_events enable row level security;
revoke all on table public.contact_email_sends, public.contact_events from public;

-- The client-hash secret, in a schema no API exposes.
create schema contact_private;
revoke all on schema contact_private from public;
create table contact_private.settings (name text primary key, value text not null);
-- gen_random_uuid() draws from PostgreSQL's strong random source: 244 random bits in all.
insert into contact_private.settings (name, value)
values ('client_hash_secret', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));

create function public.contact_hash_secret()
returns text
language sql
stable
security definer
set search_path = ''
as $$ select value from contact_private.settings where name = 'client_hash_secret' $$;

-- An event leased to the caller for its first attempt, as JSON the function can post.
create function public.contact_new_event(p_kind text, p_message_id uuid, p_line text, p_lease_seconds integer)
returns jsonb
language sql
security definer
set search_path = ''
as $$
  insert into public.contact_events (kind, message_id, line, next_attempt_at)
  values (p_kind, p_message_id, p_line, clock_timestamp() + make_interval(secs => p_lease_seconds))
  returning jsonb_build_object(
    'id', id, 'kind', kind, 'message_id', message_id, 'line', line, 'attempts', 0,
    'created_at', created_at
  )
$$;

-- Reserves one e-mail in the budget's window, or answers false when it is spent. A budget of 0
-- is no budget. Callers serialise on one advisory lock, so the budget is never overdrawn.
create function public.contact_reserve_email(p_budget integer, p_window_seconds integer)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_budget <= 0 then
    return true;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('contact-email-budget', 0));
  if (select count(*) from public.contact_email_sends
      where at > now() - make_interval(secs => p_window_seconds)) >= p_budget then
    return false;
  end if;
  insert into public.contact_email_sends default values;
  return true;
end
$$;

-- The first release's 13-argument contact_intake stays: that function is still live between
-- `supabase db push` and `supabase functions deploy` (expand, then contract in a later migration).

-- As before (duplicate, key_reused, rate_limited or stored, in one round trip), and now also:
-- 'deferred' when the e-mail budget is spent (stored, not leased: the digest sends it), and the
-- alerts this message raised (message.received with a webhook, email.budget_reached once per
-- window), each leased to the caller.
create function public.contact_intake(
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

  if p_webhook then
    raised := raised || public.contact_new_event(
      'message.received', found_id,
      format('New quote request from %s (%s), %s, %s', p_name,
             coalesce(nullif(p_service, ''), 'no service chosen'), p_email,
             coalesce(nullif(p_phone, ''), 'no phone')),
      p_lease_seconds);
  end if;

  -- Last, so the budget's lock is held only until this commit.
  within_budget := public.contact_reserve_email(p_email_budget, p_budget_window_seconds);
  if not within_budget then
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

-- Takes up to p_limit messages due for their own e-mail and leases them to the caller; rows
-- another sender is claiming are skipped, so two retries never take the same message.
create function public.contact_claim_due(p_limit integer, p_lease_seconds integer)
returns table (
  id uuid, received_at timestamptz, name text, email text, phone text, service text,
  message text, page_origin text, attempts integer
)
language sql
security definer
set search_path = ''
as $$
  with due as (
    select m.id from public.contact_messages m
    where m.notified_at is null and not m.deferred and m.next_attempt_at <= now()
    order by m.next_attempt_at
    limit p_limit
    for update skip locked
  )
  update public.contact_messages m
  set next_attempt_at = clock_timestamp() + make_interval(secs => p_lease_seconds)
  from due where m.id = due.id
  returning m.id, m.received_at, m.name, m.email, m.phone, m.service, m.message, m.page_origin,
    m.attempts
$$;

-- The deferred messages that are due, up to p_limit, for one digest: only when the budget has
-- room for one more e-mail, which this reserves.
create function public.contact_claim_digest(
  p_limit integer, p_lease_seconds integer, p_budget integer, p_window_seconds integer
)
returns table (
  id uuid, received_at timestamptz, name text, email text, phone text, service text,
  message text, page_origin text, attempts integer
)
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select from public.contact_messages m
    where m.notified_at is null and m.deferred and m.next_attempt_at <= now()
  ) or not public.contact_reserve_email(p_budget, p_window_seconds) then
    return;
  end if;
  return query
  with due as (
    select m.id from public.contact_messages m
    where m.notified_at is null and m.deferred and m.next_attempt_at <= now()
    order by m.received_at
    limit p_limit
    for update skip locked
  )
  update public.contact_messages m
  set next_attempt_at = clock_timestamp() + make_interval(secs => p_lease_seconds)
  from due where m.id = due.id
  returning m.id, m.received_at, m.name, m.email, m.phone, m.service, m.message, m.page_origin,
    m.attempts;
end
$$;

-- Records one attempt for the messages of one e-mail: 'sent'; 'retry' in p_retry_in seconds;
-- or 'failed' (refused for good, or given up), which raises message.failed with a webhook.
create function public.contact_record_attempt(
  p_ids uuid[], p_outcome text, p_error text, p_retry_in integer, p_webhook boolean,
  p_lease_seconds integer
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  raised jsonb := '[]'::jsonb;
  failed record;
begin
  if p_outcome = 'sent' then
    update public.contact_messages
    set attempts = attempts + 1, notified_at = now(), next_attempt_at = null, last_error = p_error
    where id = any(p_ids) and notified_at is null;
    return raised;
  end if;
  for failed in
    update public.contact_messages
    set attempts = attempts + 1, last_error = left(p_error, 500),
        next_attempt_at = case when p_outcome = 'retry'
                               then now() + make_interval(secs => p_retry_in) end,
        failed_at = case when p_outcome = 'failed' then now() end
    where id = any(p_ids) and notified_at is null
    returning id, name
  loop
    if p_outcome = 'failed' and p_webhook then
      raised := raised || public.contact_new_event(
        'message.failed', failed.id,
        format('A quote request from %s could not be e-mailed (%s); it is kept in contact_messages',
               failed.name, left(p_error, 120)),
        p_lease_seconds);
    end if;
  end loop;
  return raised;
end
$$;

-- Webhook events whose next attempt is due, leased to the caller.
create function public.contact_claim_events(p_limit integer, p_lease_seconds integer)
returns table (
  id uuid, kind text, message_id uuid, line text, attempts integer, created_at timestamptz
)
language sql
security definer
set search_path = ''
as $$
  with due as (
    select e.id from public.contact_events e
    where e.delivered_at is null and e.next_attempt_at <= now()
    order by e.next_attempt_at
    limit p_limit
    for update skip locked
  )
  update public.contact_events e
  set next_attempt_at = clock_timestamp() + make_interval(secs => p_lease_seconds)
  from due where e.id = due.id
  returning e.id, e.kind, e.message_id, e.line, e.attempts, e.created_at
$$;

create function public.contact_record_event(
  p_id uuid, p_outcome text, p_error text, p_retry_in integer
)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.contact_events
  set attempts = attempts + 1,
      delivered_at = case when p_outcome = 'sent' then now() end,
      last_error = left(p_error, 500),
      next_attempt_at = case when p_outcome = 'retry'
                             then now() + make_interval(secs => p_retry_in) end,
      failed_at = case when p_outcome = 'failed' then now() end
  where id = p_id and delivered_at is null
$$;

-- Deletes messages (and their events) older than the retention, budget rows older than a day,
-- and pg_cron's run log older than 7 days where pg_cron keeps one. Returns the messages deleted.
create function public.contact_purge(p_retention_days integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  purged integer;
begin
  delete from public.contact_messages
  where received_at < now() - make_interval(days => p_retention_days);
  get diagnostics purged = row_count;
  delete from public.contact_events
  where message_id is null and created_at < now() - make_interval(days => p_retention_days);
  delete from public.contact_email_sends where at < now() - interval '1 day';
  if to_regclass('cron.job_run_details') is not null then
    execute 'delete from cron.job_run_details where end_time < now() - interval ''7 days''';
  end if;
  return purged;
end
$$;

-- For the owner, from the SQL editor, never for the function: queues every failed message
-- again from its first attempt. `select public.contact_requeue_failed();`
create function public.contact_requeue_failed()
returns integer
language sql
security definer
set search_path = ''
as $$
  with requeued as (
    update public.contact_messages
    set failed_at = null, attempts = 0, next_attempt_at = now()
    where failed_at is not null and notified_at is null
    returning 1
  )
  select count(*)::integer from requeued
$$;

-- The function's role: no login here (docs/contact-function.md gives it one), no table, only
-- the functions it calls. A statement of its own never runs longer than 10 s.
do $$
begin
  if not exists (select from pg_roles where rolname = 'contact_function') then
    create role contact_function nologin noinherit;
  end if;
end
$$;
alter role contact_function set statement_timeout = '10s';
grant usage on schema public to contact_function;

-- Functions are executable by PUBLIC by default, and Supabase grants its API roles everything
-- in `public` and exposes public functions over REST: take it all back, then grant the role.
do $$
declare
  fn regprocedure;
  role_name text;
begin
  for fn in
    select p.oid::regprocedure from pg_proc p
    where p.pronamespace = 'public'::regnamespace and p.proname like 'contact\_%'
  loop
    execute format('revoke all on function %s from public', fn);
    foreach role_name in array array['anon', 'authenticated', 'service_role'] loop
      if exists (select from pg_roles where rolname = role_name) then
        execute format('revoke all on function %s from %I', fn, role_name);
      end if;
    end loop;
  end loop;
  foreach role_name in array array['anon', 'authenticated', 'service_role'] loop
    if exists (select from pg_roles where rolname = role_name) then
      execute format(
        'revoke all on table public.contact_messages, public.contact_email_sends, public.contact_events from %I',
        role_name
      );
    end if;
  end loop;
end
$$;

grant execute on function
  public.contact_hash_secret(),
  public.contact_intake(
    text, text, text, text, text, text, text, text, text, text, integer, integer, integer,
    integer, integer, boolean
  ),
  public.contact_claim_due(integer, integer),
  public.contact_claim_digest(integer, integer, integer, integer),
  public.contact_record_attempt(uuid[], text, text, integer, boolean, integer),
  public.contact_claim_events(integer, integer),
  public.contact_record_event(uuid, text, text, integer),
  public.contact_purge(integer)
to contact_function;
