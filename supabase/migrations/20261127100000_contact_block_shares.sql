-- Fair shares per block (docs/contact-function.md#fair-limits). Expand only: the previous
-- release's contact_accept keeps working until the new function is deployed.
--   * the share of the e-mail budget is counted for every key of a sender (IPv6 /64, /56 and /48;
--     IPv4 address and /24), each block with its own share: rotating /64s inside one /48 spends
--     the /48's share, not the day's budget;
--   * a message with an idempotency key takes a row id the function derives from that key, so
--     the database-down e-mail of the same visitor key carries the same Resend key as the
--     stored message's own e-mail (supabase/functions/_shared/intake/parse-message.ts).
-- Honeypot hits and invalid posts are counted against the sender's own key only: the function
-- passes contact_note_hit that one key (supabase/functions/_shared/intake/limits.ts).

-- Every key an e-mail was sent for; the rows of the budget's window are at most the budget.
alter table public.contact_email_sends add column keys text[] not null default '{}';
create index contact_email_sends_keys on public.contact_email_sends using gin (keys);

-- Reserves one e-mail for a sender's keys (the narrowest first): 'ok', 'share' (one of the keys
-- has had its share in the window) or 'budget' (the whole budget is spent). One advisory lock,
-- so never overdrawn. Rows written before this migration name only their sender.
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
           where (s.keys @> array[k.hash] or s.sender = k.hash)
             and s.at > now() - make_interval(secs => p_window_seconds)) >= p_share
  ) then
    return 'share';
  end if;
  insert into public.contact_email_sends (sender, keys) values (p_keys[1], p_keys);
  return 'ok';
end
$$;

-- As before (20261125180100_contact_fair_limits.sql), with two changes: the row's id is p.id when
-- given, and the e-mail is reserved for every key of the sender.
create or replace function public.contact_accept(p jsonb)
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

-- create or replace keeps contact_accept's grants: contact_function alone may run it.
