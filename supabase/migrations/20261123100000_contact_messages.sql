-- Quote requests from the website's contact form. Every request is stored here before anything
-- else happens to it; the send-contact-email function then e-mails the owner and records when.
-- Only the function (connecting directly, as the database owner) reads or writes this table.

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
-- Their grants are revoked at the end of this file.
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
