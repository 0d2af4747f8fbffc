-- Fair limits for the contact function (docs/contact-function.md). Expand only: the previous
-- release's contact_intake keeps working until the new function is deployed.
--   * every post that reaches the function counts against each of its client's keys (IPv6 /64,
--     /56 and /48; IPv4 address and /24), each with its own limit: repeats, honeypot hits and
--     invalid posts too; refused posts are not written, so a flood adds no rows;
--   * each sender has a share of the e-mail budget; past it only that sender's messages wait for
--     a digest, and another visitor's request is e-mailed at once;
--   * above a ceiling of undelivered rows the visitor is asked to call and the owner alerted once
--     a day, so a flood cannot fill the free plan's database;
--   * a digest goes at most every 1/24 of the budget's window, so held-back mail cannot spend it.

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

-- Takes one message in one round trip. p: name, email, phone, service, message,
-- idempotency_key, content_hash, keys, rate_window, page_origin, user_agent, lease, budget,
-- budget_window, share, ceiling, webhook. Outcomes: stored (leased to the caller for its
-- e-mail), deferred (for the digest), duplicate, key_reused, rate_limited, full. Every outcome
-- that stores also checks for a stall and returns its alert with the others.
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
    name, email, phone, service, message, idempotency_key, content_hash, client_hash,
    page_origin, user_agent, next_attempt_at
  ) values (
    p->>'name', p->>'email', coalesce(p->>'phone', ''), coalesce(p->>'service', ''), p->>'message',
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
    else contact_private.reserve_email_for(sender, (p->>'share')::integer,
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

-- The digest as before, but a new batch at most every 1/24 of the budget's window (hourly for
-- a daily budget), so the senders held back cannot spend the budget one digest a minute.
create or replace function public.contact_claim_digest_batch(
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
  set next_attempt_at = clock_timestamp() + make_interval(secs => p_lease_seconds)
  where m.digest_id = batch and m.notified_at is null
  returning m.digest_id, m.id, m.received_at, m.name, m.email, m.phone, m.service, m.message,
    m.page_origin, m.attempts;
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
