-- The contact function's database: every table, function, role and grant it needs
-- (docs/contact-function.md). One file made on 2026-11-28 from the fifteen migrations written
-- while the function was built, before any production database existed; it gives exactly the
-- schema they gave (the same pg_dump output). Later changes go in new files after this one
-- (docs/contact-function.md#one-schema-file-then-expand-and-contract).
--
-- What it does, by the part of the file that set it up first (functions are defined where
-- they first appear, in their final form):
--
-- * Quote requests:
--   Every request is stored here before anything else happens to it; the send-contact-email
--   function then e-mails the owner and records when. Only the function's role reaches the rows,
--   and only through the functions below.
--
-- * pg_cron and pg_net, for the retry job (scheduled under "Health and the slow lane"):
--   Where either extension is missing (a plain PostgreSQL, PGlite for `npm start`), nothing happens
--   here: `npm start` runs the same retry on a timer.
--
-- * The function's role, the e-mail budget, owner alerts:
--   - a least-privilege role, contact_function, that can only call the functions here;
--   - an e-mail budget per window (CONTACT_EMAIL_BUDGET): past it, messages are stored,
--     answered and e-mailed later in a digest;
--   - errors by kind: a permanent failure or a give-up marks the row failed (failed_at);
--   - owner alerts for a webhook (contact_events), each delivered once;
--   - the client hash is an HMAC with a secret kept here (unless CONTACT_HASH_SECRET is set);
--   - rows older than the retention are purged by the retry entry, and pg_cron's run log
--     trimmed.
--   Every function is SECURITY DEFINER with an empty search_path: the role gets EXECUTE on them and
--   nothing on any table, so it can take and deliver messages but never list them.
--
-- * Digests:
--   - webhook posts share the e-mail budget: past it, one email.budget_reached and the digest;
--   - while messages wait for a digest, a new message joins them instead of taking a freed slot;
--   - a digest is a batch whose id is written before the send, so a retry reuses its key;
--   - the purge keeps at least 30 days, never deletes what the owner was not told of, and trims
--     only this job's pg_cron run log.
--
-- * Health and the slow lane:
--   - the time of the last retry run, and of each once-a-while alert, kept as timestamps;
--   - contact_health: how long the oldest message has waited, when the retry last ran, stalled?
--   - a stall raises one alert at most every 6 hours;
--   - a message that exhausted its quick attempts waits in a slow lane (the function retries it
--     every 6 hours for 14 days) and is due at once when any e-mail goes through again;
--   - once a day, a note of the requests still undelivered;
--   - the purge keeps every message that was never e-mailed;
--   - the retry job warns when its Vault secrets are missing.
--
-- * Fair limits:
--   - every post that reaches the function counts against each of its client's keys (IPv6 /64,
--     /56 and /48; IPv4 address and /24), each with its own limit: repeats, honeypot hits and
--     invalid posts too; refused posts are not written, so a flood adds no rows;
--   - each sender has a share of the e-mail budget; past it only that sender's messages wait for
--     a digest, and another visitor's request is e-mailed at once;
--   - above a ceiling of undelivered rows the visitor is asked to call and the owner alerted once
--     a day, so a flood cannot fill the free plan's database;
--   - a digest goes at most every 1/24 of the budget's window, so held-back mail cannot spend it.
--
-- * Photos with a quote request:
--   - the private Storage bucket contact-photos: JPEG only, at most 600 KiB a file (the form
--     makes at most 500 KiB);
--   - contact_photos: one row per signed upload slot the function handed out, tied to a message
--     once the message that names it is stored;
--   - the calls the contact_function role makes: hand out slots (limited per sender), attach
--     them, list a message's photos, list and forget what the purge deletes from Storage.
--
-- * Deleting one person's data on request (the privacy page's promise):
--   Every message sent with their e-mail address, matched without regard to case or surrounding
--   spaces, whether or not the owner was told of it yet, and the events that belong to those
--   messages (their rows cascade). Returns the number of messages deleted. Run by the owner from
--   the SQL editor: the function's role and Supabase's API roles cannot call it.
--
-- * Fair shares per block:
--   - the share of the e-mail budget is counted for every key of a sender (IPv6 /64, /56 and /48;
--     IPv4 address and /24), each block with its own share, through the keys index alone:
--     rotating /64s inside one /48 spends the /48's share, not the day's budget;
--   - a message with an idempotency key takes a row id the function derives from that key, so
--     the database-down e-mail of the same visitor key carries the same Resend key as the
--     stored message's own e-mail (supabase/functions/_shared/intake/parse-message.ts).
--   Honeypot hits and invalid posts are counted against the sender's own key only: the function
--   passes contact_note_hit that one key (supabase/functions/_shared/intake/limits.ts).
--
-- * Photos that cannot fill the project:
--   - slots are bound to the message's idempotency key, not to the sender's address, which can
--     change between the upload and the send;
--   - a project-wide count of slots handed out per UTC day, past which no slot is handed out;
--   - a message's photos are tied to it in the same transaction that stores it;
--   - row-level security on every table.
--
-- * An attempt is counted when it is claimed:
--   A worker killed mid-way (CPU or memory limit, a deploy) records nothing, so the claim adds the
--   attempt and sets the next try by the schedule the function passes (p_backoff[n]: seconds after
--   the n-th attempt): an attempt that never finishes waits like one that failed, and the message
--   moves to the slow lane and is given up like any other. The recording adds no second attempt
--   for a claimed one (attempt_open).
--
-- * After the e-mail:
--   - contacted_at: when the owner marked a request called back (the signed link in its e-mail);
--     the first mark wins;
--   - follow_up_at: when the one reminder for a request not called back was claimed, so it is
--     never sent twice;
--   - contact_page_counts: taps and form starts per day, page and kind, nothing else;
--   - the weekly report's schedule, in contact_private.marks ('weekly_report_due').
--
-- * The owner's phones for Web Push:
--   One row per subscribed browser, its push service endpoint and the keys its pushes are
--   encrypted to. Written and read only through the functions below, by contact_function.
--
-- * The ceiling check's index:
--   Every request checks the ceiling of undelivered rows (contact_accept: a count of rows with
--   `notified_at is null`, stopped at the ceiling). This index holds only the few undelivered rows,
--   so the check reads those and nothing else (docs/performance.md).

-- ## Quote requests

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  received_at timestamptz not null default now(),
  name text not null,
  email text not null,
  phone text not null default '',
  service text not null default '',
  message text not null,
  -- The form's Idempotency-Key header; null for a plain HTML post. Either way a repeat of the
  -- same content within 10 minutes (content_hash) is the same message.
  idempotency_key text unique,
  content_hash text not null,
  -- SHA-256 of the client's address: enough for the rate limit, and no address is kept.
  client_hash text not null,
  page_origin text,
  user_agent text,
  notified_at timestamptz,
  attempts integer not null default 0,
  last_error text,
  -- When the next e-mail attempt is due. While one is in flight it is the end of that attempt's
  -- lease, so no other sender takes the row; null once delivered or given up.
  next_attempt_at timestamptz,
  constraint contact_messages_key_length check (char_length(idempotency_key) <= 200)
);

comment on table public.contact_messages is
  'Quote requests from the website contact form; written only by the send-contact-email function.';

create index contact_messages_due on public.contact_messages (next_attempt_at)
  where notified_at is null and next_attempt_at is not null;
create index contact_messages_client on public.contact_messages (client_hash, received_at);
create index contact_messages_content on public.contact_messages (content_hash, received_at);

-- Row level security with no policy at all: the anon and authenticated roles (the public key the
-- site ships) can neither read nor write a row, even through a grant added later by mistake.
-- Their grants are revoked below.
alter table public.contact_messages enable row level security;
revoke all on table public.contact_messages from public;

-- Takes one message in a single round trip: answers 'duplicate' for a key, or content within
-- 10 minutes, already stored, 'key_reused' for a key already used for other content, 'rate_limited' with the seconds to wait
-- when the client has sent p_rate_limit messages in the window, else stores it as 'stored'.
-- The stored row is leased to the caller for p_lease_seconds, its first e-mail attempt, so
-- the caller can send it without reading it back.
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
  p_lease_seconds integer
)
returns table (outcome text, message_id uuid, retry_after integer, received_at timestamptz)
language plpgsql
set search_path = ''
-- A slow database gives up here, in the middle of the statement, well before the function's
-- 5-second answer: a visitor told "not saved" never has a row committed behind that answer.
set lock_timeout = '3s'
as $$
declare
  found_id uuid;
  found_at timestamptz;
  found_hash text;
  recent integer;
  oldest timestamptz;
begin
  -- Posts of one message wait for each other, so a repeat sees the first one's row. A message
  -- is the same by its key, or by its content within 10 minutes whatever its key: a visitor
  -- who posts the plain HTML form and then, once scripts run, presses Send again sends one.
  perform pg_advisory_xact_lock(hashtextextended('content:' || p_content_hash, 0));
  if p_idempotency_key is not null then
    select m.id, m.received_at, m.content_hash into found_id, found_at, found_hash
    from public.contact_messages m
    where m.idempotency_key = p_idempotency_key;
    -- A key names one message: reused for other content, it is refused, never silently dropped.
    if found_id is not null and found_hash <> p_content_hash then
      return query select 'key_reused'::text, null::uuid, null::integer, null::timestamptz;
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
    return query select 'duplicate'::text, found_id, null::integer, found_at;
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
      ), null::timestamptz;
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
    -- The same key with other content, stored a moment ago by a concurrent post.
    return query select 'key_reused'::text, null::uuid, null::integer, null::timestamptz;
    return;
  end if;
  return query select 'stored'::text, found_id, null::integer, found_at;
end
$$;

-- Functions are executable by everyone by default, and Supabase exposes public functions over
-- its REST API: only the owner (the function's direct connection) may call this one. Where
-- Supabase's API roles exist, neither keeps any grant on the table or the function.
revoke all on function public.contact_intake(
  text, text, text, text, text, text, text, text, text, text, integer, integer, integer
) from public;

do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated'] loop
    if exists (select from pg_roles where rolname = role_name) then
      execute format('revoke all on table public.contact_messages from %I', role_name);
      execute format(
        'revoke all on function public.contact_intake(text, text, text, text, text, text, text, text, text, text, integer, integer, integer) from %I',
        role_name
      );
    end if;
  end loop;
end
$$;
-- ## pg_cron and pg_net, for the retry job (scheduled under "Health and the slow lane")

do $$
begin
  if not exists (select from pg_available_extensions where name = 'pg_cron')
    or not exists (select from pg_available_extensions where name = 'pg_net') then
    raise notice 'pg_cron or pg_net is not available: the contact e-mail retry is not scheduled';
    return;
  end if;
  create extension if not exists pg_cron with schema pg_catalog;
  create extension if not exists pg_net with schema extensions;
end
$$;
-- ## The function's role, the e-mail budget, owner alerts

alter table public.contact_messages
  -- Past the e-mail budget: stored and answered, then e-mailed in a digest.
  add column deferred boolean not null default false,
  -- Permanently refused by the e-mail provider, or given up after the last retry. last_error says
  -- why; `select public.contact_requeue_failed();` queues them again.
  add column failed_at timestamptz;

comment on column public.contact_messages.client_hash is
  'HMAC-SHA-256 of the client address with a secret: enough for the rate limit, no address kept.';

-- One row per e-mail sent or about to be sent, the budget's only memory: a time, nothing else.
create table public.contact_email_sends (at timestamptz not null default now());
create index contact_email_sends_at on public.contact_email_sends (at);

-- Alerts for CONTACT_WEBHOOK_URL, delivered with the same lease and retry rules as e-mails.
create table public.contact_events (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  kind text not null
    check (kind in (
      'message.received', 'message.failed', 'message.slow_lane', 'email.budget_reached',
      'delivery.stalled', 'messages.undelivered', 'storage.ceiling', 'database.failing',
      'message.follow_up'
    )),
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

-- contact_intake's 16-argument signature, like the 13-argument one above: kept for a function
-- deployed before contact_accept (docs/contact-function.md#one-schema-file-then-expand-and-contract).
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

-- The outcome of an attempt. An attempt counted at its claim is not counted again, and a message
-- another worker has claimed (attempt_open) is not brought forward.
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
    set attempts = attempts + case when attempt_open then 0 else 1 end, attempt_open = false,
        notified_at = now(), next_attempt_at = null, last_error = p_error
    where id = any(p_ids) and notified_at is null;
    update public.contact_messages set next_attempt_at = now()
    where notified_at is null and failed_at is null and attempts >= 10 and not attempt_open
      and next_attempt_at > now() + make_interval(secs => p_lease_seconds);
    return raised;
  end if;
  for failed in
    update public.contact_messages
    set attempts = attempts + case when attempt_open then 0 else 1 end, attempt_open = false,
        last_error = left(p_error, 500),
        next_attempt_at = case when p_outcome in ('retry', 'slow')
                               then now() + make_interval(secs => p_retry_in) end,
        failed_at = case when p_outcome = 'failed' then now() end
    where id = any(p_ids) and notified_at is null
    returning id, name
  loop
    if p_outcome in ('failed', 'slow') and p_webhook then
      raised := raised || public.contact_new_event(
        case when p_outcome = 'slow' then 'message.slow_lane' else 'message.failed' end,
        failed.id,
        case when p_outcome = 'slow'
          then format('A quote request from %s could not be e-mailed for a day (%s); it is kept and retried every 6 hours for 14 days',
                      failed.name, left(p_error, 120))
          else format('A quote request from %s could not be e-mailed (%s); it is kept in contact_messages',
                      failed.name, left(p_error, 120)) end,
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

-- Deletes messages older than the retention (never less than 30 days) that were e-mailed; a
-- message never e-mailed stays whatever its alerts did.
create function public.contact_purge(p_retention_days integer)
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
  where m.received_at < now() - make_interval(days => days) and m.notified_at is not null;
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
  public.contact_claim_digest(integer, integer, integer, integer),
  public.contact_record_attempt(uuid[], text, text, integer, boolean, integer),
  public.contact_claim_events(integer, integer),
  public.contact_record_event(uuid, text, text, integer),
  public.contact_purge(integer)
to contact_function;
-- ## Digests

-- The digest a message belongs to, written when the digest is claimed, before it is sent.
alter table public.contact_messages add column digest_id uuid;
create index contact_messages_digest on public.contact_messages (digest_id)
  where digest_id is not null and notified_at is null;
-- Messages waiting for a digest: every intake asks whether there are any, so that stays an index
-- probe of a (nearly always) empty index, not a scan of the table.
create index contact_messages_held on public.contact_messages (received_at)
  where deferred and notified_at is null and failed_at is null;

-- ## Health and the slow lane

-- When something last happened: 'retry_ran', 'stall_alerted', 'undelivered_noted',
-- 'ceiling_alerted', 'digest_claimed'. Isolates share nothing, so this lives here.
create table contact_private.marks (name text primary key, at timestamptz not null);

-- Messages neither e-mailed nor given up, oldest first: the health answer reads only the head.
create index contact_messages_waiting on public.contact_messages (received_at)
  where notified_at is null and failed_at is null;
create index contact_messages_waiting_own on public.contact_messages (received_at)
  where notified_at is null and failed_at is null and not deferred;

-- Sets a mark to now when it is older than p_every (or missing); true when this call set it.
create function contact_private.mark_if_older(p_name text, p_every interval)
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  changed integer;
begin
  insert into contact_private.marks as m (name, at) values (p_name, now())
  on conflict (name) do update set at = now() where m.at < now() - p_every;
  get diagnostics changed = row_count;
  return changed > 0;
end
$$;

-- The health answer. Waiting: neither e-mailed nor given up; held back by the budget is waiting
-- by design and counts only toward "the retry is not running". Stalled: a message (not held back)
-- has waited more than 30 minutes, or one waits and no retry ran in the last 10 minutes.
create function public.contact_health()
returns table (oldest_waiting_seconds integer, last_retry_at timestamptz, stalled boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select
    floor(extract(epoch from now() - own.at))::integer,
    ran.at,
    coalesce(own.at < now() - interval '30 minutes', false)
      or (any_.at is not null and coalesce(ran.at, any_.at) < now() - interval '10 minutes')
  from (select min(received_at) as at from public.contact_messages
        where notified_at is null and failed_at is null and not deferred) own,
       (select min(received_at) as at from public.contact_messages
        where notified_at is null and failed_at is null) any_,
       (select max(at) as at from contact_private.marks where name = 'retry_ran') ran
$$;

-- One delivery.stalled alert when stalled and none in the last 6 hours (returned for the log
-- whether or not a webhook is set; leased for it when one is).
create function contact_private.stall_alert(p_webhook boolean, p_lease_seconds integer)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  h record;
begin
  -- The common case in one index probe: nothing has waited 10 minutes, so nothing is stalled.
  if not exists (
    select from public.contact_messages m
    where m.notified_at is null and m.failed_at is null
      and m.received_at < now() - interval '10 minutes'
  ) then
    return '[]'::jsonb;
  end if;
  select * into h from public.contact_health();
  if not h.stalled or not contact_private.mark_if_older('stall_alerted', interval '6 hours') then
    return '[]'::jsonb;
  end if;
  return jsonb_build_array(public.contact_new_event(
    'delivery.stalled', null,
    format('Quote requests are stalled: the oldest has waited %s min, the retry last ran %s. Check the send-contact-email log and its /health answer',
           coalesce(h.oldest_waiting_seconds / 60, 0),
           coalesce(to_char(h.last_retry_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"'), 'never')),
    case when p_webhook then p_lease_seconds end));
end
$$;

-- The retry entry's first call: records that the retry ran, purges, and raises the daily note of
-- requests still undelivered (older than an hour) and a stall alert if one is due.
create function public.contact_retry_begin(
  p_retention_days integer, p_webhook boolean, p_lease_seconds integer
)
returns table (purged integer, events jsonb)
language plpgsql
security definer
set search_path = ''
as $$
declare
  raised jsonb := '[]'::jsonb;
  waiting integer;
  oldest timestamptz;
begin
  insert into contact_private.marks (name, at) values ('retry_ran', now())
  on conflict (name) do update set at = now();
  purged := public.contact_purge(p_retention_days);
  select count(*), min(m.received_at) into waiting, oldest from public.contact_messages m
  where m.notified_at is null and m.received_at < now() - interval '1 hour';
  if waiting > 0 and contact_private.mark_if_older('undelivered_noted', interval '1 day') then
    raised := raised || public.contact_new_event(
      'messages.undelivered', null,
      format('%s quote request(s) not e-mailed yet, the oldest from %s; they are kept in contact_messages and retried every 6 hours for 14 days',
             waiting, to_char(oldest at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"')),
      case when p_webhook then p_lease_seconds end);
  end if;
  events := raised || contact_private.stall_alert(p_webhook, p_lease_seconds);
  return next;
end
$$;

-- The retry job's post, or a warning naming what is missing: a job that silently does nothing
-- is how messages waited unseen.
create function contact_private.post_retry()
returns void
language plpgsql
set search_path = ''
as $$
declare
  url text;
  secret text;
begin
  select decrypted_secret into url from vault.decrypted_secrets where name = 'contact_retry_url';
  select decrypted_secret into secret from vault.decrypted_secrets where name = 'contact_retry_secret';
  if url is null or secret is null then
    raise warning 'contact-email-retry: Vault secret % is missing; the retry does not run (supabase/setup.sql)',
      concat_ws(' and ', case when url is null then 'contact_retry_url' end,
                case when secret is null then 'contact_retry_secret' end);
    return;
  end if;
  perform net.http_post(
    url := url,
    headers := jsonb_build_object('Content-Type', 'application/json', 'x-retry-secret', secret),
    body := '{}'::jsonb,
    timeout_milliseconds := 60000
  );
end
$$;

do $$
begin
  if to_regnamespace('cron') is null or to_regnamespace('net') is null then
    return;
  end if;
  execute $sql$
    select cron.schedule('contact-email-retry', '* * * * *', 'select contact_private.post_retry()')
  $sql$;
end
$$;

revoke all on function public.contact_health() from public;
revoke all on function public.contact_retry_begin(integer, boolean, integer) from public;
do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated', 'service_role'] loop
    if exists (select from pg_roles where rolname = role_name) then
      execute format('revoke all on function public.contact_health() from %I', role_name);
      execute format(
        'revoke all on function public.contact_retry_begin(integer, boolean, integer) from %I',
        role_name);
    end if;
  end loop;
end
$$;
grant execute on function public.contact_health(), public.contact_retry_begin(integer, boolean, integer)
  to contact_function;
-- ## Fair limits

-- One row per counted post per key: the key's HMAC and a time, nothing else.
create table public.contact_hits (key_hash text not null, at timestamptz not null default now());
create index contact_hits_key on public.contact_hits (key_hash, at);
alter table public.contact_hits enable row level security;
revoke all on table public.contact_hits from public;

-- Who an e-mail was sent for (the sender's first key); null for a digest or an alert.
alter table public.contact_email_sends add column sender text;
create index contact_email_sends_sender on public.contact_email_sends (sender, at)
  where sender is not null;

-- Counts one post against each key ({hash, limit} objects, first the narrowest) unless a key is
-- at its limit in the window: then nothing is written and the seconds to wait are returned.
create function contact_private.count_hit(p_keys jsonb, p_window_seconds integer)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  k jsonb;
  recent integer;
  oldest timestamptz;
  wait integer := 0;
begin
  if p_window_seconds <= 0 then
    return null;
  end if;
  for k in select value from jsonb_array_elements(p_keys) order by value->>'hash' loop
    perform pg_advisory_xact_lock(hashtextextended('client:' || (k->>'hash'), 0));
  end loop;
  for k in select value from jsonb_array_elements(p_keys) loop
    select count(*), min(h.at) into recent, oldest from (
      select h.at from public.contact_hits h
      where h.key_hash = k->>'hash' and h.at > now() - make_interval(secs => p_window_seconds)
      order by h.at desc limit (k->>'limit')::integer
    ) h;
    if recent >= (k->>'limit')::integer then
      wait := greatest(wait, 1, ceil(extract(epoch from
        oldest + make_interval(secs => p_window_seconds) - now()))::integer);
    end if;
  end loop;
  if wait > 0 then
    return wait;
  end if;
  insert into public.contact_hits (key_hash)
  select value->>'hash' from jsonb_array_elements(p_keys);
  return null;
end
$$;

-- For a post that stores nothing (a honeypot hit, an invalid message): counted, or the wait.
create function public.contact_note_hit(p_keys jsonb, p_window_seconds integer)
returns integer
language sql
security definer
set search_path = ''
as $$ select contact_private.count_hit(p_keys, p_window_seconds) $$;

-- Reserves one e-mail for a sender: 'ok', 'share' (this sender has had its share in the
-- window) or 'budget' (the whole budget is spent). One advisory lock, so never overdrawn.
create function contact_private.reserve_email_for(
  p_sender text, p_share integer, p_budget integer, p_window_seconds integer
)
returns text
language plpgsql
set search_path = ''
as $$
begin
  if p_budget <= 0 then
    return 'ok';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('contact-email-budget', 0));
  if (select count(*) from public.contact_email_sends
      where at > now() - make_interval(secs => p_window_seconds)) >= p_budget then
    return 'budget';
  end if;
  if p_share > 0 and (select count(*) from public.contact_email_sends
      where sender = p_sender and at > now() - make_interval(secs => p_window_seconds)) >= p_share then
    return 'share';
  end if;
  insert into public.contact_email_sends (sender) values (p_sender);
  return 'ok';
end
$$;

-- Stores a message unless a limit refuses it: the row's id is p.id when given, and the e-mail is
-- reserved for every key of the sender.
create function public.contact_accept(p jsonb)
returns table (
  outcome text, message_id uuid, retry_after integer, received_at timestamptz, events jsonb
)
language plpgsql
security definer
set search_path = ''
set lock_timeout = '3s'
as $$
declare
  found_id uuid;
  found_at timestamptz;
  found_hash text;
  wait integer;
  sender text := p->'keys'->0->>'hash';
  sender_keys text[] := array(select k->>'hash' from jsonb_array_elements(p->'keys') k);
  lease integer := (p->>'lease')::integer;
  webhook boolean := (p->>'webhook')::boolean;
  ceiling integer := coalesce((p->>'ceiling')::integer, 0);
  reserved text;
  raised jsonb := '[]'::jsonb;
begin
  perform pg_advisory_xact_lock(hashtextextended('content:' || (p->>'content_hash'), 0));
  if p->>'idempotency_key' is not null then
    select m.id, m.received_at, m.content_hash into found_id, found_at, found_hash
    from public.contact_messages m where m.idempotency_key = p->>'idempotency_key';
    if found_id is not null and found_hash <> p->>'content_hash' then
      return query select 'key_reused', null::uuid, null::integer, null::timestamptz, null::jsonb;
      return;
    end if;
  end if;
  if found_id is null then
    select m.id, m.received_at into found_id, found_at from public.contact_messages m
    where m.content_hash = p->>'content_hash' and m.received_at > now() - interval '10 minutes'
    order by m.received_at desc limit 1;
  end if;
  wait := contact_private.count_hit(p->'keys', (p->>'rate_window')::integer);
  if found_id is not null then
    return query select 'duplicate', found_id, null::integer, found_at, null::jsonb;
    return;
  end if;
  if wait is not null then
    return query select 'rate_limited', null::uuid, wait, null::timestamptz, null::jsonb;
    return;
  end if;

  if ceiling > 0 and (select count(*) from (
      select from public.contact_messages m where m.notified_at is null limit ceiling) u) >= ceiling then
    if contact_private.mark_if_older('ceiling_alerted', interval '1 day') then
      raised := jsonb_build_array(public.contact_new_event('storage.ceiling', null,
        format('The contact form holds %s undelivered requests, its ceiling: new visitors are asked to call until some are e-mailed', ceiling),
        case when webhook then lease end));
    end if;
    return query select 'full', null::uuid, null::integer, null::timestamptz, raised;
    return;
  end if;

  insert into public.contact_messages (
    id, name, email, phone, service, message, idempotency_key, content_hash, client_hash,
    page_origin, user_agent, next_attempt_at
  ) values (
    coalesce((p->>'id')::uuid, gen_random_uuid()), p->>'name', p->>'email', coalesce(p->>'phone', ''), coalesce(p->>'service', ''), p->>'message',
    p->>'idempotency_key', p->>'content_hash', sender, p->>'page_origin', p->>'user_agent',
    clock_timestamp() + make_interval(secs => lease)
  )
  on conflict (idempotency_key) do nothing
  returning id, contact_messages.received_at into found_id, found_at;
  if found_id is null then
    return query select 'key_reused', null::uuid, null::integer, null::timestamptz, null::jsonb;
    return;
  end if;

  -- While this sender's messages wait for a digest, a new one of theirs joins them.
  reserved := case when exists (
      select from public.contact_messages m
      where m.client_hash = sender and m.deferred and m.notified_at is null
        and m.failed_at is null and m.id <> found_id
    ) then 'share'
    else contact_private.reserve_email_for_keys(sender_keys, (p->>'share')::integer,
      (p->>'budget')::integer, (p->>'budget_window')::integer) end;
  if reserved = 'ok' then
    if webhook then
      raised := raised || public.contact_new_event(
        'message.received', found_id,
        format('New quote request from %s (%s), %s, %s', p->>'name',
               coalesce(nullif(p->>'service', ''), 'no service chosen'), p->>'email',
               coalesce(nullif(p->>'phone', ''), 'no phone')),
        lease);
    end if;
  else
    update public.contact_messages set deferred = true, next_attempt_at = now() where id = found_id;
    if reserved = 'budget' and not exists (
      select from public.contact_events e
      where e.kind = 'email.budget_reached'
        and e.created_at > now() - make_interval(secs => (p->>'budget_window')::integer)
    ) then
      raised := raised || public.contact_new_event('email.budget_reached', null, format(
        'The contact form reached its e-mail budget (%s per %s s): new messages are stored and will be e-mailed in digests when the window allows',
        p->>'budget', p->>'budget_window'), case when webhook then lease end);
    end if;
  end if;
  return query select
    case when reserved = 'ok' then 'stored' else 'deferred' end,
    found_id, null::integer, found_at, raised || contact_private.stall_alert(webhook, lease);
end
$$;

-- The retry entry also forgets counted posts older than a day (the longest window allowed).
create function public.contact_forget_hits()
returns void
language sql
security definer
set search_path = ''
as $$ delete from public.contact_hits where at < now() - interval '1 day' $$;

do $$
declare
  fn text;
  role_name text;
begin
  foreach fn in array array['public.contact_note_hit(jsonb, integer)',
    'public.contact_accept(jsonb)', 'public.contact_forget_hits()'] loop
    execute format('revoke all on function %s from public', fn);
    foreach role_name in array array['anon', 'authenticated', 'service_role'] loop
      if exists (select from pg_roles where rolname = role_name) then
        execute format('revoke all on function %s from %I', fn, role_name);
        execute format('revoke all on table public.contact_hits from %I', role_name);
      end if;
    end loop;
    execute format('grant execute on function %s to contact_function', fn);
  end loop;
end
$$;
-- ## Photos with a quote request

-- Supabase creates storage.buckets; a database without Supabase Storage (npm start's PGlite,
-- the test clusters) gets a table of the same shape, read by the stand-in in server/.
do $$
begin
  if to_regclass('storage.buckets') is null then
    create schema if not exists storage;
    create table storage.buckets (
      id text primary key,
      name text not null,
      public boolean default false,
      file_size_limit bigint,
      allowed_mime_types text[]
    );
  end if;
end
$$;

-- The bucket's limits, which the function checks too (photoLimits in
-- supabase/functions/_shared/contact-schema.ts): 600 KiB, JPEG only; the form's re-encoding
-- makes about 500 KB at most.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('contact-photos', 'contact-photos', false, 614400, array['image/jpeg'])
on conflict (id) do update
set public = false,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

create table public.contact_photos (
  id uuid primary key default gen_random_uuid(),
  -- The object's name in the bucket.
  path text not null unique,
  client_hash text not null,
  -- Every limit key of the sender (client_hash first, then its /24, or its /56 and /48): the
  -- fair limits count slots per block too (supabase/functions/_shared/intake/limits.ts).
  keys text[] not null default '{}',
  created_at timestamptz not null default now(),
  -- Set null when the purge deletes the message: the photo's object goes with the next purge.
  message_id uuid references public.contact_messages (id) on delete set null,
  attached_at timestamptz,
  position smallint
);
create index contact_photos_client on public.contact_photos (client_hash, created_at);
create index contact_photos_message on public.contact_photos (message_id);
create index contact_photos_keys on public.contact_photos using gin (keys);

-- How many photos a message said it had (sent and failed), so the e-mail says how many are missing.
create table public.contact_photo_counts (
  message_id uuid primary key references public.contact_messages (id) on delete cascade,
  announced smallint not null
);

revoke all on table public.contact_photos, public.contact_photo_counts from public;

-- Up to p_count new slots for a sender, unless that would pass a key's limit (p_limits[i] slots
-- for p_keys[i], 0: off) in the window: then one row with no id and the seconds until the
-- slots that stand in the way leave the window. p_keys[1] is the sender's own key.
create function public.contact_photo_slots(
  p_keys text[],
  p_limits integer[],
  p_count integer,
  p_window_seconds integer
)
returns table (id uuid, path text, retry_after integer)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  i integer;
  used integer;
  oldest timestamptz;
  wait integer := 0;
begin
  -- The widest block's lock: two senders of one /24 or /48 cannot both pass its limit.
  perform pg_advisory_xact_lock(hashtext('contact_photo_slots:' || p_keys[cardinality(p_keys)]));
  for i in 1 .. cardinality(p_keys) loop
    continue when coalesce(p_limits[i], 0) <= 0;
    select count(*), min(p.created_at) into used, oldest
    from public.contact_photos p
    where p.keys @> array[p_keys[i]]
      and p.created_at > now() - make_interval(secs => p_window_seconds);
    if used + p_count > p_limits[i] then
      wait := greatest(wait, 1,
        ceil(extract(epoch from oldest + make_interval(secs => p_window_seconds) - now()))::integer);
    end if;
  end loop;
  if wait > 0 then
    return query select null::uuid, null::text, wait;
    return;
  end if;
  return query
  insert into public.contact_photos (path, client_hash, keys)
  select 'pending/' || gen_random_uuid()::text || '.img', p_keys[1], p_keys
  from generate_series(1, p_count)
  returning contact_photos.id, contact_photos.path, null::integer;
end
$$;

-- Ties the sender's slots to their stored message, once: a repeat of the message (same key)
-- changes nothing. Returns how many photos the message has.
create function public.contact_attach_photos(
  p_message_id uuid,
  p_client_hash text,
  p_ids uuid[],
  p_failed integer
)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  attached integer;
begin
  insert into public.contact_photo_counts (message_id, announced)
  values (p_message_id, least(coalesce(cardinality(p_ids), 0) + greatest(p_failed, 0), 5))
  on conflict (message_id) do nothing;
  if not found then
    select count(*) into attached from public.contact_photos where message_id = p_message_id;
    return attached;
  end if;
  update public.contact_photos p
  set message_id = p_message_id, attached_at = now(), position = array_position(p_ids, p.id)
  where p.id = any (p_ids[1:5])
    and p.client_hash = p_client_hash
    and p.message_id is null
    and p.attached_at is null;
  get diagnostics attached = row_count;
  return attached;
end
$$;

-- A message's photos in the order they were sent, and how many it announced.
create function public.contact_message_photos(p_message_id uuid)
returns table (path text, announced integer)
language sql
security definer
set search_path = ''
as $$
  select p.path, c.announced::integer
  from public.contact_photo_counts c
  left join public.contact_photos p on p.message_id = c.message_id
  where c.message_id = p_message_id
  order by p.position nulls last
$$;

-- What the purge deletes from Storage: slots never attached after a day (their upload URLs
-- expired long before), and photos whose message was deleted.
create function public.contact_photos_expired(p_limit integer)
returns table (path text)
language sql
security definer
set search_path = ''
as $$
  select p.path from public.contact_photos p
  where p.message_id is null
    and (p.attached_at is not null or p.created_at < now() - interval '1 day')
  order by p.created_at
  limit p_limit
$$;

-- Forgets photos whose objects Storage has deleted (only those still unattached or orphaned).
create function public.contact_photos_forget(p_paths text[])
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  forgotten integer;
begin
  delete from public.contact_photos p where p.path = any (p_paths) and p.message_id is null;
  get diagnostics forgotten = row_count;
  return forgotten;
end
$$;

do $$
declare
  fn regprocedure;
  role_name text;
begin
  for fn in
    select p.oid::regprocedure from pg_proc p
    where p.pronamespace = 'public'::regnamespace
      and p.proname in ('contact_photo_slots', 'contact_attach_photos', 'contact_message_photos',
                        'contact_photos_expired', 'contact_photos_forget')
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
        'revoke all on table public.contact_photos, public.contact_photo_counts from %I',
        role_name
      );
    end if;
  end loop;
end
$$;

grant execute on function
  public.contact_photo_slots(text[], integer[], integer, integer),
  public.contact_attach_photos(uuid, text, uuid[], integer),
  public.contact_message_photos(uuid),
  public.contact_photos_expired(integer),
  public.contact_photos_forget(text[])
to contact_function;
-- ## Deleting one person's data on request (the privacy page's promise)
create function public.contact_forget(p_email text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  wanted text := lower(btrim(coalesce(p_email, '')));
  deleted integer;
begin
  -- An empty or partial address must never match many people: ask for a whole address.
  if wanted !~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$' then
    raise exception 'contact_forget: give the whole e-mail address the person wrote in the form'
      using errcode = '22023';
  end if;
  delete from public.contact_messages m where lower(btrim(m.email)) = wanted;
  get diagnostics deleted = row_count;
  return deleted;
end
$$;

-- Functions are executable by PUBLIC by default, and Supabase grants its API roles everything in
-- `public` and exposes public functions over REST: this one is for the owner alone.
revoke all on function public.contact_forget(text) from public;
do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated', 'service_role', 'contact_function'] loop
    if exists (select from pg_roles where rolname = role_name) then
      execute format('revoke all on function public.contact_forget(text) from %I', role_name);
    end if;
  end loop;
end
$$;
-- ## Fair shares per block

-- Every key an e-mail was sent for; the rows of the budget's window are at most the budget.
alter table public.contact_email_sends add column keys text[] not null default '{}';
create index contact_email_sends_keys on public.contact_email_sends using gin (keys);

create function contact_private.reserve_email_for_keys(
  p_keys text[], p_share integer, p_budget integer, p_window_seconds integer
)
returns text
language plpgsql
set search_path = ''
as $$
begin
  if p_budget <= 0 then
    return 'ok';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('contact-email-budget', 0));
  if (select count(*) from public.contact_email_sends
      where at > now() - make_interval(secs => p_window_seconds)) >= p_budget then
    return 'budget';
  end if;
  if p_share > 0 and exists (
    select from unnest(p_keys) as k(hash)
    where (select count(*) from public.contact_email_sends s
           where s.keys @> array[k.hash]
             and s.at > now() - make_interval(secs => p_window_seconds)) >= p_share
  ) then
    return 'share';
  end if;
  insert into public.contact_email_sends (sender, keys) values (p_keys[1], p_keys);
  return 'ok';
end
$$;


-- ## Photos that cannot fill the project

-- The SHA-256 of the idempotency key the slots were asked for; null for slots handed out by
-- contact_photo_slots' first signature (bound to client_hash, attached by contact_attach_photos).
alter table public.contact_photos add column key_hash text;
create index contact_photos_key on public.contact_photos (key_hash) where message_id is null;

-- Slots handed out per UTC day, project-wide: the counter survives the purge of the rows.
create table public.contact_photo_days (
  day date primary key,
  handed_out integer not null default 0
);

-- Up to p_count new slots bound to p_key_hash, unless that would pass a sender key's limit
-- (p_limits[i] slots for p_keys[i] in the window; 0: off) or the project's p_per_day (0: off).
-- Refused: one row with no id, the seconds to wait, and why ('rate_limited' or 'project_cap').
create function public.contact_photo_slots(
  p_key_hash text,
  p_keys text[],
  p_limits integer[],
  p_count integer,
  p_window_seconds integer,
  p_per_day integer
)
returns table (id uuid, path text, retry_after integer, refused text)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  i integer;
  used integer;
  oldest timestamptz;
  wait integer := 0;
  today date := (now() at time zone 'utc')::date;
  to_midnight integer :=
    greatest(1, ceil(extract(epoch from ((today + 1)::timestamp at time zone 'utc') - now()))::integer);
begin
  perform pg_advisory_xact_lock(hashtext('contact_photo_slots:' || p_keys[cardinality(p_keys)]));
  for i in 1 .. cardinality(p_keys) loop
    continue when coalesce(p_limits[i], 0) <= 0;
    select count(*), min(p.created_at) into used, oldest
    from public.contact_photos p
    where p.keys @> array[p_keys[i]]
      and p.created_at > now() - make_interval(secs => p_window_seconds);
    if used + p_count > p_limits[i] then
      wait := greatest(wait, 1,
        ceil(extract(epoch from oldest + make_interval(secs => p_window_seconds) - now()))::integer);
    end if;
  end loop;
  if wait > 0 then
    return query select null::uuid, null::text, wait, 'rate_limited'::text;
    return;
  end if;
  if coalesce(p_per_day, 0) > 0 then
    -- One row per day, counted up under its row lock: concurrent requests cannot both pass.
    if p_count > p_per_day then
      return query select null::uuid, null::text, to_midnight, 'project_cap'::text;
      return;
    end if;
    insert into public.contact_photo_days as d (day, handed_out)
    values (today, p_count)
    on conflict (day) do update set handed_out = d.handed_out + excluded.handed_out
    where d.handed_out + excluded.handed_out <= p_per_day;
    if not found then
      return query select null::uuid, null::text, to_midnight, 'project_cap'::text;
      return;
    end if;
    delete from public.contact_photo_days d where d.day < today - 7;
  end if;
  return query
  insert into public.contact_photos (path, client_hash, keys, key_hash)
  select 'pending/' || gen_random_uuid()::text || '.img', p_keys[1], p_keys, p_key_hash
  from generate_series(1, p_count)
  returning contact_photos.id, contact_photos.path, null::integer, null::text;
end
$$;

-- contact_accept, and in the same transaction the message's photos tied to it, once: the slots
-- named in p->'photo_ids' that were handed out under p->>'photo_key' (the SHA-256 of the
-- message's idempotency key) and are not yet tied to a message. A repeat of the message changes
-- nothing.
create function public.contact_accept_with_photos(p jsonb)
returns table (
  outcome text, message_id uuid, retry_after integer, received_at timestamptz, events jsonb
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  accepted record;
  ids uuid[];
begin
  select a.outcome, a.message_id, a.retry_after, a.received_at, a.events into accepted
  from public.contact_accept(p) a;
  if accepted.outcome in ('stored', 'deferred', 'duplicate')
     and (jsonb_array_length(coalesce(p->'photo_ids', '[]')) > 0
          or coalesce((p->>'photos_failed')::integer, 0) > 0) then
    select coalesce(array_agg(value::uuid), '{}') into ids
    from jsonb_array_elements_text(coalesce(p->'photo_ids', '[]'));
    insert into public.contact_photo_counts (message_id, announced)
    values (accepted.message_id,
            least(cardinality(ids) + greatest(coalesce((p->>'photos_failed')::integer, 0), 0), 5))
    on conflict on constraint contact_photo_counts_pkey do nothing;
    if found and p->>'photo_key' is not null then
      update public.contact_photos ph
      set message_id = accepted.message_id, attached_at = now(),
          position = array_position(ids, ph.id)
      where ph.id = any (ids[1:5])
        and ph.key_hash = p->>'photo_key'
        and ph.message_id is null
        and ph.attached_at is null;
    end if;
  end if;
  return query select accepted.outcome, accepted.message_id, accepted.retry_after,
    accepted.received_at, accepted.events;
end
$$;

-- Row-level security on every table here, with no policy: only the owner (the
-- SECURITY DEFINER functions above) reads or writes them; Supabase's API roles see nothing.
alter table public.contact_photos enable row level security;
alter table public.contact_photo_counts enable row level security;
alter table public.contact_photo_days enable row level security;
alter table contact_private.settings enable row level security;
alter table contact_private.marks enable row level security;
-- storage.buckets is Supabase's own (RLS on) except where this file made a stand-in.
do $$
begin
  if exists (select from pg_class c where c.oid = 'storage.buckets'::regclass
             and c.relowner = (select oid from pg_roles where rolname = current_user)
             and not c.relrowsecurity) then
    alter table storage.buckets enable row level security;
  end if;
end
$$;

revoke all on table public.contact_photo_days from public;
do $$
declare
  fn text;
  role_name text;
begin
  foreach fn in array array[
    'public.contact_photo_slots(text, text[], integer[], integer, integer, integer)',
    'public.contact_accept_with_photos(jsonb)'] loop
    execute format('revoke all on function %s from public', fn);
    foreach role_name in array array['anon', 'authenticated', 'service_role'] loop
      if exists (select from pg_roles where rolname = role_name) then
        execute format('revoke all on function %s from %I', fn, role_name);
        execute format('revoke all on table public.contact_photo_days from %I', role_name);
      end if;
    end loop;
    execute format('grant execute on function %s to contact_function', fn);
  end loop;
end
$$;
-- ## An attempt is counted when it is claimed

alter table public.contact_messages
  add column attempt_open boolean not null default false;

-- Rows whose every attempt is spent and whose last one never finished: given up, as a failed
-- last attempt would have been.
create function contact_private.give_up_unfinished(p_max_attempts integer)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.contact_messages m
  set failed_at = now(), next_attempt_at = null, attempt_open = false,
      last_error = left(format('given up after %s attempts; the last never finished (%s)',
                               m.attempts, coalesce(m.last_error, 'no error recorded')), 500)
  where m.notified_at is null and m.failed_at is null and m.next_attempt_at <= now()
    and m.attempts >= p_max_attempts
$$;

create function public.contact_claim_due(
  p_limit integer, p_lease_seconds integer, p_backoff integer[]
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
  perform contact_private.give_up_unfinished(cardinality(p_backoff));
  return query
  with due as (
    select m.id from public.contact_messages m
    where m.notified_at is null and not m.deferred and m.next_attempt_at <= now()
    order by m.next_attempt_at
    limit p_limit
    for update skip locked
  )
  update public.contact_messages m
  set attempts = m.attempts + 1, attempt_open = true,
      next_attempt_at = clock_timestamp() + make_interval(
        secs => greatest(p_lease_seconds, coalesce(p_backoff[m.attempts + 1], 0)))
  from due where m.id = due.id
  -- The attempts before this one, as the function counts them.
  returning m.id, m.received_at, m.name, m.email, m.phone, m.service, m.message, m.page_origin,
    m.attempts - 1;
end
$$;

create function public.contact_claim_digest_batch(
  p_limit integer, p_lease_seconds integer, p_budget integer, p_window_seconds integer,
  p_backoff integer[]
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
  perform contact_private.give_up_unfinished(cardinality(p_backoff));
  select m.digest_id into batch from public.contact_messages m
  where m.digest_id is not null and m.notified_at is null and m.failed_at is null
    and m.next_attempt_at <= now()
  order by m.received_at limit 1
  for update skip locked;
  if batch is null then
    if not exists (
      select from public.contact_messages m
      where m.notified_at is null and m.deferred and m.failed_at is null
        and m.digest_id is null and m.next_attempt_at <= now()
    ) or exists (
      select from contact_private.marks k where k.name = 'digest_claimed'
        and k.at > now() - make_interval(secs => greatest(p_window_seconds, 0) / 24)
    ) or not public.contact_reserve_email(p_budget, p_window_seconds) then
      return;
    end if;
    insert into contact_private.marks as k values ('digest_claimed', now())
    on conflict on constraint marks_pkey do update set at = now();
    batch := gen_random_uuid();
    update public.contact_messages m set digest_id = batch
    where m.id in (
      select d.id from public.contact_messages d
      where d.notified_at is null and d.deferred and d.failed_at is null
        and d.digest_id is null and d.next_attempt_at <= now()
      order by d.received_at limit p_limit
      for update skip locked
    );
  end if;
  return query
  update public.contact_messages m
  set attempts = m.attempts + 1, attempt_open = true,
      next_attempt_at = clock_timestamp() + make_interval(
        secs => greatest(p_lease_seconds, coalesce(p_backoff[m.attempts + 1], 0)))
  where m.digest_id = batch and m.notified_at is null and m.failed_at is null
  returning m.digest_id, m.id, m.received_at, m.name, m.email, m.phone, m.service, m.message,
    m.page_origin, m.attempts - 1;
end
$$;

-- Functions are executable by PUBLIC by default, and Supabase grants its API roles everything in
-- `public`: these signatures are for the function's role alone.
do $$
declare
  fn text;
  role_name text;
begin
  revoke all on function contact_private.give_up_unfinished(integer) from public;
  foreach fn in array array['public.contact_claim_due(integer, integer, integer[])',
    'public.contact_claim_digest_batch(integer, integer, integer, integer, integer[])'] loop
    execute format('revoke all on function %s from public', fn);
    foreach role_name in array array['anon', 'authenticated', 'service_role'] loop
      if exists (select from pg_roles where rolname = role_name) then
        execute format('revoke all on function %s from %I', fn, role_name);
      end if;
    end loop;
    execute format('grant execute on function %s to contact_function', fn);
  end loop;
end
$$;
-- ## Every budget row names its sender in `keys`, so a share is counted through the keys index

-- A row that names only its sender (written by reserve_email_for, kept for a function deployed
-- before contact_accept counted every key) gets its sender as its one key.
create function contact_private.email_send_keys()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.keys = '{}' and new.sender is not null then
    new.keys := array[new.sender];
  end if;
  return new;
end
$$;
revoke all on function contact_private.email_send_keys() from public;

create trigger contact_email_sends_keys
before insert on public.contact_email_sends
for each row execute function contact_private.email_send_keys();

-- Without the pending list, a lookup reads the index only, not every entry added since the last
-- vacuum (PostgreSQL's GIN fast update).
alter index public.contact_email_sends_keys set (fastupdate = off);

-- ## After the e-mail

alter table public.contact_messages
  add column contacted_at timestamptz,
  add column follow_up_at timestamptz;

create index contact_messages_follow_up on public.contact_messages (notified_at)
  where contacted_at is null and follow_up_at is null and notified_at is not null;

-- A day's count of one kind of tap on one page: no address, agent, cookie or identifier.
create table public.contact_page_counts (
  day date not null,
  page text not null check (char_length(page) <= 120),
  kind text not null
    check (kind in ('form_start', 'form_sent', 'call_tap', 'text_tap', 'directions_tap')),
  count integer not null default 0,
  primary key (day, page, kind)
);
alter table public.contact_page_counts enable row level security;
revoke all on table public.contact_page_counts from public;

-- Marks a request called back; the first time stays. The time, and whether it was already set;
-- no row when the request is gone (purged or forgotten).
create function public.contact_mark_contacted(p_id uuid)
returns table (contacted_at timestamptz, already boolean)
language sql
security definer
set search_path = ''
as $$
  with before as (select m.contacted_at from public.contact_messages m where m.id = p_id),
  marked as (
    update public.contact_messages m set contacted_at = coalesce(m.contacted_at, now())
    where m.id = p_id
    returning m.contacted_at
  )
  select marked.contacted_at, before.contacted_at is not null from marked, before
$$;

-- Counts one event against the sender's keys (contact_private.count_hit, the form's limits) and
-- then adds it to the day's count; the seconds to wait, without counting, when a key is full.
create function public.contact_count_page_event(
  p_keys jsonb, p_window_seconds integer, p_page text, p_kind text
)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  wait integer;
begin
  wait := contact_private.count_hit(p_keys, p_window_seconds);
  if wait is not null then
    return wait;
  end if;
  insert into public.contact_page_counts as c (day, page, kind, count)
  values ((now() at time zone 'utc')::date, p_page, p_kind, 1)
  on conflict (day, page, kind) do update set count = c.count + 1;
  return null;
end
$$;

-- Requests e-mailed more than p_minutes ago and not marked called back, each claimed once (its
-- follow_up_at set in the same statement, so two retry runs never both remind), with the
-- webhook's line when there is a webhook.
create function public.contact_claim_follow_ups(
  p_minutes integer, p_webhook boolean, p_lease_seconds integer
)
returns table (id uuid, name text, service text, phone text, events jsonb)
language plpgsql
security definer
set search_path = ''
as $$
declare
  claimed record;
begin
  for claimed in
    update public.contact_messages m set follow_up_at = now()
    where m.id in (
      select d.id from public.contact_messages d
      where d.contacted_at is null and d.follow_up_at is null and d.notified_at is not null
        and d.notified_at <= now() - make_interval(mins => p_minutes)
      order by d.notified_at limit 50
      for update skip locked
    )
    returning m.id, m.name, m.service, m.phone
  loop
    id := claimed.id;
    name := claimed.name;
    service := claimed.service;
    phone := claimed.phone;
    events := case when p_webhook then jsonb_build_array(public.contact_new_event(
      'message.follow_up', claimed.id,
      format('Not yet called back after %s min: %s (%s), %s', p_minutes, claimed.name,
             coalesce(nullif(claimed.service, ''), 'no service chosen'),
             coalesce(nullif(claimed.phone, ''), 'no phone')),
      p_lease_seconds)) else '[]'::jsonb end;
    return next;
  end loop;
end
$$;

-- The weekly report's turn: 'wait' (not due, or the e-mail budget is spent: asked again on the
-- next run), 'quiet' (due, but the week had no request and no count: skipped) or 'due' (one
-- e-mail reserved in the budget). The first is due 7 days after the first run; each next one 7
-- days after the one before. The week is the 7 days before now.
create function public.contact_weekly_turn(p_budget integer, p_window_seconds integer)
returns table (turn text, week_start timestamptz, week_end timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  due_at timestamptz;
begin
  perform pg_advisory_xact_lock(hashtextextended('contact-weekly-report', 0));
  select k.at into due_at from contact_private.marks k where k.name = 'weekly_report_due';
  if due_at is null then
    insert into contact_private.marks (name, at) values ('weekly_report_due', now() + interval '7 days');
    return query select 'wait', null::timestamptz, null::timestamptz;
    return;
  end if;
  if due_at > now() then
    return query select 'wait', null::timestamptz, null::timestamptz;
    return;
  end if;
  if not exists (select from public.contact_messages m where m.received_at > now() - interval '7 days')
     and not exists (select from public.contact_page_counts c
                     where c.day > ((now() - interval '7 days') at time zone 'utc')::date) then
    update contact_private.marks set at = now() + interval '7 days' where name = 'weekly_report_due';
    return query select 'quiet', now() - interval '7 days', now();
    return;
  end if;
  if not public.contact_reserve_email(p_budget, p_window_seconds) then
    return query select 'wait', null::timestamptz, null::timestamptz;
    return;
  end if;
  update contact_private.marks set at = now() + interval '7 days' where name = 'weekly_report_due';
  return query select 'due', now() - interval '7 days', now();
end
$$;

-- The week's requests (received in it, or still not called back from it) and its counts.
create function public.contact_weekly_requests(p_from timestamptz, p_to timestamptz)
returns table (
  id uuid, name text, service text, received_at timestamptz, notified_at timestamptz,
  contacted_at timestamptz
)
language sql
security definer
set search_path = ''
as $$
  select m.id, m.name, m.service, m.received_at, m.notified_at, m.contacted_at
  from public.contact_messages m
  where m.received_at > p_from and m.received_at <= p_to
  order by m.received_at
$$;

create function public.contact_weekly_counts(p_from timestamptz, p_to timestamptz)
returns table (page text, kind text, count bigint)
language sql
security definer
set search_path = ''
as $$
  select c.page, c.kind, sum(c.count) from public.contact_page_counts c
  where c.day > (p_from at time zone 'utc')::date and c.day <= (p_to at time zone 'utc')::date
  group by c.page, c.kind
  order by c.page, c.kind
$$;

-- Functions are executable by PUBLIC by default, and Supabase grants its API roles everything in
-- `public`: these are for the function's role alone.
do $$
declare
  fn text;
  role_name text;
begin
  foreach fn in array array['public.contact_mark_contacted(uuid)',
    'public.contact_count_page_event(jsonb, integer, text, text)',
    'public.contact_claim_follow_ups(integer, boolean, integer)',
    'public.contact_weekly_turn(integer, integer)',
    'public.contact_weekly_requests(timestamptz, timestamptz)',
    'public.contact_weekly_counts(timestamptz, timestamptz)'] loop
    execute format('revoke all on function %s from public', fn);
    foreach role_name in array array['anon', 'authenticated', 'service_role'] loop
      if exists (select from pg_roles where rolname = role_name) then
        execute format('revoke all on function %s from %I', fn, role_name);
        execute format('revoke all on table public.contact_page_counts from %I', role_name);
      end if;
    end loop;
    execute format('grant execute on function %s to contact_function', fn);
  end loop;
end
$$;
-- ## The owner's phones for Web Push

create table public.contact_push_subscriptions (
  endpoint text primary key check (length(endpoint) <= 1000),
  p256dh text not null check (length(p256dh) <= 200),
  auth text not null check (length(auth) <= 100),
  created_at timestamptz not null default now()
);

alter table public.contact_push_subscriptions enable row level security;
revoke all on table public.contact_push_subscriptions from public;

-- Taken again with new keys when the browser renews it. At most 20 devices: the oldest go first,
-- so a leaked alerts link cannot grow the table.
create function public.contact_push_subscribe(p_endpoint text, p_p256dh text, p_auth text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.contact_push_subscriptions (endpoint, p256dh, auth)
  values (p_endpoint, p_p256dh, p_auth)
  on conflict (endpoint) do update
    set p256dh = excluded.p256dh, auth = excluded.auth, created_at = now();
  delete from public.contact_push_subscriptions s
  where s.endpoint in (
    select endpoint from public.contact_push_subscriptions
    order by created_at desc offset 20
  );
$$;

-- Removed when the owner unsubscribes, or the push service answers 404 or 410.
create function public.contact_push_unsubscribe(p_endpoint text)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with gone as (
    delete from public.contact_push_subscriptions s where s.endpoint = p_endpoint returning 1
  )
  select exists (select from gone);
$$;

create function public.contact_push_subscriptions()
returns table (endpoint text, p256dh text, auth text)
language sql
stable
security definer
set search_path = ''
as $$
  select s.endpoint, s.p256dh, s.auth from public.contact_push_subscriptions s
  order by s.created_at;
$$;

-- Functions are executable by PUBLIC by default, and Supabase grants its API roles everything in
-- `public` and exposes public functions over REST: take it all back, then grant the role.
do $$
declare
  fn text;
  role_name text;
begin
  foreach fn in array array[
    'public.contact_push_subscribe(text, text, text)',
    'public.contact_push_unsubscribe(text)',
    'public.contact_push_subscriptions()'] loop
    execute format('revoke all on function %s from public', fn);
    foreach role_name in array array['anon', 'authenticated', 'service_role'] loop
      if exists (select from pg_roles where rolname = role_name) then
        execute format('revoke all on function %s from %I', fn, role_name);
        execute format('revoke all on table public.contact_push_subscriptions from %I', role_name);
      end if;
    end loop;
    execute format('grant execute on function %s to contact_function', fn);
  end loop;
end
$$;
-- ## The ceiling check's index

create index contact_messages_undelivered on public.contact_messages (received_at)
  where notified_at is null;