-- Review requests (issue #65; docs/contact-function.md, "Review requests"). Only adds: every
-- function the previous release calls keeps its signature and its answer.
--
-- * contact_review_requests: one row per lead asked for a review, the address it went to, and
--   when it was sent, opened and reminded. It goes with its lead (on delete cascade), so the
--   retention that deletes leads deletes it.
-- * contact_private.review_opt_outs: the addresses that asked for no e-mail about reviews, as a
--   keyed SHA-256 of the address (the key is generated here and never leaves the database), kept
--   for as long as the site runs, so an address that said no is never asked again.
-- * contact_private.review_sent: each request sent, with that hash, for 100 days: the opt-out
--   link works for its 90 days even after the lead itself is deleted (the retention may be 30).
-- * contact_review_words: the words a customer sent from the review page for the website, kept
--   until they are e-mailed to the owner (then only the row's dates stay, for the weekly counts,
--   for 400 days). At most one per lead; tokenless ones are limited by the function
--   (contact_owner_take).
-- * A send is claimed with a lease before the e-mail goes, so two taps send one e-mail: the lease
--   of a worker that died runs out, and a send that failed gives its claim back.

create table public.contact_review_requests (
  message_id uuid primary key references public.contact_messages (id) on delete cascade,
  email text not null check (length(email) <= 320),
  sent_at timestamptz,
  claimed_until timestamptz,
  opened_at timestamptz,
  reminder_attempts integer not null default 0,
  reminded_at timestamptz
);

create index contact_review_requests_unreminded on public.contact_review_requests (sent_at)
  where reminded_at is null and opened_at is null and sent_at is not null;

create table contact_private.review_opt_outs (
  email_hash text primary key,
  opted_out_at timestamptz not null default now()
);

create table contact_private.review_sent (
  message_id uuid primary key,
  email_hash text not null,
  sent_at timestamptz not null default now()
);

create table public.contact_review_words (
  id uuid primary key default gen_random_uuid(),
  message_id uuid unique references public.contact_messages (id) on delete cascade,
  received_at timestamptz not null default now(),
  entry jsonb check (length(entry::text) <= 8000),
  sent_at timestamptz,
  attempts integer not null default 0,
  next_attempt_at timestamptz
);

alter table public.contact_review_requests enable row level security;
alter table public.contact_review_words enable row level security;
alter table contact_private.review_opt_outs enable row level security;
alter table contact_private.review_sent enable row level security;
revoke all on table public.contact_review_requests, public.contact_review_words from public;
revoke all on table contact_private.review_opt_outs, contact_private.review_sent from public;

insert into contact_private.settings (name, value)
values ('review_opt_out_key', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))
on conflict (name) do nothing;

-- The keyed hash an opt-out is kept as.
create function contact_private.review_email_hash(p_email text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(sha256(convert_to(s.value || ':' || lower(trim(p_email)), 'UTF8')), 'hex')
  from contact_private.settings s where s.name = 'review_opt_out_key'
$$;

-- The called-back page's view of its lead: who, what, when, and where its review request stands.
create function public.contact_review_lead(p_id uuid)
returns table (
  name text, service text, received_at timestamptz, contacted_at timestamptz,
  review_sent_at timestamptz, opted_out boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select m.name, m.service, m.received_at, m.contacted_at, r.sent_at,
    exists (select from contact_private.review_opt_outs o
            where o.email_hash = contact_private.review_email_hash(m.email))
  from public.contact_messages m
  left join public.contact_review_requests r on r.message_id = m.id
  where m.id = p_id
$$;

-- Claims the one review request of a lead for `p_lease_seconds`: 'claimed' with the address and
-- name to send to, or why not: 'gone', 'not_called_back', 'opted_out' (with when), 'already'
-- (with when it was sent), 'in_flight' (another tap is sending it now).
create function public.contact_review_claim(p_id uuid, p_lease_seconds integer)
returns table (outcome text, email text, name text, service text, at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead record;
  request record;
  opted timestamptz;
begin
  perform pg_advisory_xact_lock(hashtextextended('review:' || p_id::text, 0));
  select m.email, m.name, m.service, m.contacted_at into lead
  from public.contact_messages m where m.id = p_id;
  if not found then
    return query select 'gone', null::text, null::text, null::text, null::timestamptz;
    return;
  end if;
  select r.sent_at, r.claimed_until into request
  from public.contact_review_requests r where r.message_id = p_id;
  if found and request.sent_at is not null then
    return query select 'already', null::text, null::text, null::text, request.sent_at;
    return;
  end if;
  if found and request.claimed_until > now() then
    return query select 'in_flight', null::text, null::text, null::text, null::timestamptz;
    return;
  end if;
  if lead.contacted_at is null then
    return query select 'not_called_back', null::text, null::text, null::text, null::timestamptz;
    return;
  end if;
  select o.opted_out_at into opted from contact_private.review_opt_outs o
  where o.email_hash = contact_private.review_email_hash(lead.email);
  if opted is not null then
    return query select 'opted_out', null::text, null::text, null::text, opted;
    return;
  end if;
  insert into public.contact_review_requests (message_id, email, claimed_until)
  values (p_id, lead.email, now() + make_interval(secs => p_lease_seconds))
  on conflict (message_id) do update
    set claimed_until = excluded.claimed_until, email = excluded.email;
  return query select 'claimed', lead.email, lead.name, lead.service, null::timestamptz;
end
$$;

-- The claimed request sent: its time. Or, `p_sent` false, not sent: the claim is given back.
create function public.contact_review_record(p_id uuid, p_sent boolean)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  at timestamptz;
begin
  if p_sent then
    update public.contact_review_requests set sent_at = now(), claimed_until = null
    where message_id = p_id returning sent_at into at;
    insert into contact_private.review_sent (message_id, email_hash)
    select r.message_id, contact_private.review_email_hash(r.email)
    from public.contact_review_requests r where r.message_id = p_id
    on conflict (message_id) do nothing;
    return at;
  end if;
  delete from public.contact_review_requests where message_id = p_id and sent_at is null;
  return null;
end
$$;

-- Reminders due: requests sent more than `p_days` days ago (and less than two weeks past that),
-- never opened, never reminded, to an address that has not opted out; each claimed for
-- `p_lease_seconds`, at most three tries in all. Also forgets the words' rows of 400 days ago and
-- the sent requests' hashes of 100 days ago.
create function public.contact_review_claim_reminders(
  p_days integer, p_limit integer, p_lease_seconds integer
)
returns table (message_id uuid, email text, name text, service text)
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.contact_review_words w where w.received_at < now() - interval '400 days';
  delete from contact_private.review_sent r where r.sent_at < now() - interval '100 days';
  return query
  with due as (
    select r.message_id from public.contact_review_requests r
    where r.sent_at is not null and r.opened_at is null and r.reminded_at is null
      and r.sent_at <= now() - make_interval(days => p_days)
      and r.sent_at > now() - make_interval(days => p_days + 14)
      and r.reminder_attempts < 3
      and (r.claimed_until is null or r.claimed_until <= now())
      and not exists (select from contact_private.review_opt_outs o
                      where o.email_hash = contact_private.review_email_hash(r.email))
    order by r.sent_at
    limit p_limit
    for update skip locked
  )
  update public.contact_review_requests r
  set claimed_until = now() + make_interval(secs => p_lease_seconds),
    reminder_attempts = r.reminder_attempts + 1
  from due, public.contact_messages m
  where r.message_id = due.message_id and m.id = r.message_id
  returning r.message_id, r.email, m.name, m.service;
end
$$;

-- A reminder sent; or not: due again in half an hour (three tries in all).
create function public.contact_review_reminder_record(p_id uuid, p_sent boolean)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.contact_review_requests
  set reminded_at = case when p_sent then now() end,
    claimed_until = case when p_sent then null else now() + interval '30 minutes' end
  where message_id = p_id
$$;

-- The review page opened with a lead's token: its first time is kept; whether words may still
-- come for it, and the name the lead gave (the page shows its first name and initial by default).
-- Not known when no request was sent for the lead (a token alone opens nothing).
create function public.contact_review_opened(p_id uuid)
returns table (known boolean, words_open boolean, name text)
language sql
security definer
set search_path = ''
as $$
  with opened as (
    update public.contact_review_requests r set opened_at = coalesce(r.opened_at, now())
    where r.message_id = p_id and r.sent_at is not null
    returning r.message_id
  )
  select exists (select from opened),
    not exists (select from public.contact_review_words w where w.message_id = p_id),
    (select m.name from public.contact_messages m where m.id = p_id)
$$;

-- The address a request went to kept as opted out: when, and whether it already was. Found by
-- the request (review_sent, 100 days) or else by the lead; nothing when neither is kept.
create function public.contact_review_opt_out(p_id uuid)
returns table (opted_out_at timestamptz, already boolean)
language plpgsql
security definer
set search_path = ''
as $$
declare
  hash text;
  at timestamptz;
begin
  select coalesce(
    (select r.email_hash from contact_private.review_sent r where r.message_id = p_id),
    (select contact_private.review_email_hash(m.email) from public.contact_messages m
     where m.id = p_id)
  ) into hash;
  if hash is null then
    return;
  end if;
  insert into contact_private.review_opt_outs (email_hash) values (hash)
  on conflict (email_hash) do nothing
  returning contact_private.review_opt_outs.opted_out_at into at;
  if at is not null then
    return query select at, false;
    return;
  end if;
  return query select o.opted_out_at, true from contact_private.review_opt_outs o
  where o.email_hash = hash;
end
$$;

-- The words for the website, stored before they are e-mailed: the row's id, or 'already' when
-- the lead's words came before. A lead's words count as its page opened. `p_id` null: words sent
-- without a link (the function limits those).
create function public.contact_review_words_store(p_id uuid, p_entry jsonb)
returns table (outcome text, words_id uuid)
language plpgsql
security definer
set search_path = ''
as $$
declare
  stored uuid;
begin
  if p_id is not null and not exists (
    select from public.contact_review_requests r where r.message_id = p_id and r.sent_at is not null
  ) then
    return query select 'unknown', null::uuid;
    return;
  end if;
  insert into public.contact_review_words (message_id, entry, next_attempt_at)
  values (p_id, p_entry, now())
  on conflict (message_id) do nothing
  returning id into stored;
  if stored is null then
    return query select 'already', null::uuid;
    return;
  end if;
  update public.contact_review_requests r set opened_at = coalesce(r.opened_at, now())
  where r.message_id = p_id;
  return query select 'stored', stored;
end
$$;

-- Words e-mailed: their text is forgotten. Or not sent: due again in ten minutes; after the fifth
-- failure they are given up and forgotten too: true then (the function logs it).
create function public.contact_review_words_record(p_words_id uuid, p_sent boolean)
returns boolean
language sql
security definer
set search_path = ''
as $$
  update public.contact_review_words
  set sent_at = case when p_sent then now() end,
    entry = case when p_sent or attempts + 1 >= 5 then null else entry end,
    attempts = attempts + 1,
    next_attempt_at = case when p_sent or attempts + 1 >= 5 then null
                           else now() + interval '10 minutes' end
  where id = p_words_id
  returning not p_sent and next_attempt_at is null
$$;

-- Words whose e-mail is due (just stored: `p_words_id`; or failed before: null), each leased for
-- `p_lease_seconds`, with their lead's name, service and address when they came with a link.
create function public.contact_review_words_due(
  p_words_id uuid, p_limit integer, p_lease_seconds integer
)
returns table (
  words_id uuid, message_id uuid, entry jsonb, received_at timestamptz,
  lead_name text, lead_service text, lead_email text, lead_received_at timestamptz
)
language sql
security definer
set search_path = ''
as $$
  with due as (
    select w.id from public.contact_review_words w
    where (p_words_id is null or w.id = p_words_id)
      and w.sent_at is null and w.next_attempt_at is not null and w.next_attempt_at <= now()
    order by w.next_attempt_at
    limit p_limit
    for update skip locked
  ),
  leased as (
    update public.contact_review_words w
    set next_attempt_at = now() + make_interval(secs => p_lease_seconds)
    from due
    where w.id = due.id
    returning w.id, w.message_id, w.entry, w.received_at
  )
  select l.id, l.message_id, l.entry, l.received_at, m.name, m.service, m.email, m.received_at
  from leased l left join public.contact_messages m on m.id = l.message_id
$$;

-- The week's review figures for the weekly report.
create function public.contact_review_week(p_start timestamptz, p_end timestamptz)
returns table (sent bigint, opened bigint, reminded bigint, opted_out bigint, words bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select
    (select count(*) from public.contact_review_requests r
     where r.sent_at >= p_start and r.sent_at < p_end),
    (select count(*) from public.contact_review_requests r
     where r.opened_at >= p_start and r.opened_at < p_end),
    (select count(*) from public.contact_review_requests r
     where r.reminded_at >= p_start and r.reminded_at < p_end),
    (select count(*) from contact_private.review_opt_outs o
     where o.opted_out_at >= p_start and o.opted_out_at < p_end),
    (select count(*) from public.contact_review_words w
     where w.received_at >= p_start and w.received_at < p_end)
$$;

-- Functions are executable by PUBLIC by default, and Supabase grants its API roles everything in
-- `public` and exposes public functions over REST: these are for the function's role alone.
do $$
declare
  fn text;
  role_name text;
begin
  foreach fn in array array[
    'contact_private.review_email_hash(text)',
    'public.contact_review_lead(uuid)',
    'public.contact_review_claim(uuid, integer)',
    'public.contact_review_record(uuid, boolean)',
    'public.contact_review_claim_reminders(integer, integer, integer)',
    'public.contact_review_reminder_record(uuid, boolean)',
    'public.contact_review_opened(uuid)',
    'public.contact_review_opt_out(uuid)',
    'public.contact_review_words_store(uuid, jsonb)',
    'public.contact_review_words_record(uuid, boolean)',
    'public.contact_review_words_due(uuid, integer, integer)',
    'public.contact_review_week(timestamptz, timestamptz)'] loop
    execute format('revoke all on function %s from public', fn);
    foreach role_name in array array['anon', 'authenticated', 'service_role'] loop
      if exists (select from pg_roles where rolname = role_name) then
        execute format('revoke all on function %s from %I', fn, role_name);
        execute format(
          'revoke all on table public.contact_review_requests, public.contact_review_words from %I',
          role_name);
      end if;
    end loop;
    if fn not like 'contact_private.%' then
      execute format('grant execute on function %s to contact_function', fn);
    end if;
  end loop;
end
$$;
