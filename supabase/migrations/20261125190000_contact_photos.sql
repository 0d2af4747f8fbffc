-- Photos with a quote request (docs/contact-function.md#photos):
--   * the private Storage bucket contact-photos, with its own size limit and allowed types;
--   * contact_photos: one row per signed upload slot the function handed out, tied to a message
--     once the message that names it is stored;
--   * the calls the contact_function role makes: hand out slots (limited per sender), attach
--     them, list a message's photos, list and forget what the purge deletes from Storage.

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

-- The limits the function checks too (supabase/functions/_shared/photos.ts): 1 MiB, JPEG or
-- WebP, which is what the form's re-encoding produces (about 500 KB at most).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('contact-photos', 'contact-photos', false, 1048576, array['image/jpeg', 'image/webp'])
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
  -- fair limits count slots per block too (supabase/functions/_shared/limits.ts).
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
create or replace function public.contact_photo_slots(
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
create or replace function public.contact_attach_photos(
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
create or replace function public.contact_message_photos(p_message_id uuid)
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
create or replace function public.contact_photos_expired(p_limit integer)
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
create or replace function public.contact_photos_forget(p_paths text[])
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
