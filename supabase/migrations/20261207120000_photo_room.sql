-- Room for photos (docs/contact-function.md#photos), added to the schema of
-- 20261127150000_contact_schema.sql without changing what the previous release calls:
--
--   - a project-wide bound on the bytes the photos may hold in Storage: every row of
--     contact_photos (a slot handed out, uploaded or not, or a photo kept with its message)
--     counts as the largest photo the bucket takes, so slots not yet uploaded count too;
--   - the rows are counted in contact_private.photo_room by triggers, so the check reads one row
--     and never the table;
--   - when a new slot does not fit, photos the owner has been told of make room, oldest first:
--     those attached to their message's e-mail, and those an e-mail named as kept in the bucket
--     once the lifetime that e-mail gave them has passed; they are found through an index of
--     those photos alone (contact_photos_room), marked, deleted from Storage by the function,
--     then forgotten (contact_photos_evicted). A photo is never taken while its upload URL
--     (2 hours) still works, nor before its message's e-mail went;
--   - a photo is e-mailed when the e-mail of its message is sent (contact_messages.notified_at,
--     by a trigger, whoever sets it), as the e-mail took it: only an e-mail of this release says
--     how (contact_photos_examined), so the previous release's e-mails, while it still runs, make
--     no photo deletable;
--   - one client (each of its limit keys: its address or /64, and its /24, or /56 and /48, as the
--     e-mail share counts them) gets at most a quarter of the day's slots, and holds at most a
--     twentieth of the room (at least one message's 5) with photos that cannot make room: slots
--     not yet sent, messages not yet e-mailed or never e-mailed, photos kept in the bucket.
--
-- contact_photo_slots' earlier signatures stay as they were: the previous release's function
-- hands out slots without the bound until it is replaced.

alter table public.contact_photos
  -- How this release's e-mail of its message took the photo, written as the e-mail is made:
  -- false attached to it (or not in the bucket at all), true named in it as kept in the bucket;
  -- null not examined yet, or e-mailed by the previous release, which did not record it.
  add column held boolean,
  -- For a photo named as kept: how long after the e-mail that e-mail says it stays in the bucket.
  add column kept_for interval,
  -- From when it may be deleted to make room, set when its message's e-mail is sent: that time
  -- for a photo attached to it, kept_for later for one named as kept. Null: not before its
  -- message goes with the retention.
  add column deletable_at timestamptz,
  -- When a slot request marked it for deletion from Storage; it counts until it is forgotten,
  -- and is taken again by a later request if that deletion never finished.
  add column evicting_at timestamptz;

-- The photos that may make room, in the order they may: what room-making reads, and nothing else.
create index contact_photos_room on public.contact_photos (deletable_at)
  where deletable_at is not null;

-- The photos that cannot make room now or may never (not e-mailed yet, or named as kept), by
-- the sender's keys: what a client's share of the room counts, and nothing else.
create index contact_photos_waiting on public.contact_photos using gin (keys)
  where deletable_at is null or held;

-- The photos the previous release e-mailed. Which ones an e-mail left in the bucket (named as
-- kept) was not recorded then, nor did the e-mail say for how long: a digest's (its 10 MiB can
-- leave some out) and those of a message sent on its last quick attempt or later (which may name
-- some as not fetched) are held for as long as their message is kept; a lone message's photos fit
-- in its e-mail, and can make room.
update public.contact_photos p
set held = m.digest_id is not null or m.attempts >= 9,
    deletable_at = case when m.digest_id is null and m.attempts < 9 then m.notified_at end
from public.contact_messages m
where m.id = p.message_id and m.notified_at is not null;

-- The rows of contact_photos, kept by the triggers below: one row, read under its lock.
create table contact_private.photo_room (
  one boolean primary key default true check (one),
  photos bigint not null
);
insert into contact_private.photo_room (photos) select count(*) from public.contact_photos;

create function contact_private.photo_rows_added()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update contact_private.photo_room set photos = photos + (select count(*) from added);
  return null;
end
$$;

create function contact_private.photo_rows_removed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update contact_private.photo_room set photos = greatest(0, photos - (select count(*) from removed));
  return null;
end
$$;

create function contact_private.photo_rows_truncated()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update contact_private.photo_room set photos = 0;
  return null;
end
$$;

create trigger contact_photos_added after insert on public.contact_photos
  referencing new table as added
  for each statement execute function contact_private.photo_rows_added();
create trigger contact_photos_removed after delete on public.contact_photos
  referencing old table as removed
  for each statement execute function contact_private.photo_rows_removed();
create trigger contact_photos_truncated after truncate on public.contact_photos
  for each statement execute function contact_private.photo_rows_truncated();

-- A message's e-mail sent: its photos that e-mail examined may make room, those attached to it
-- from now on, those it named as kept once their kept_for has passed. Photos no e-mail of this
-- release examined (held null: the previous release sent it) stay.
create function contact_private.photos_emailed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.contact_photos p
  set deletable_at = new.notified_at + case when p.held then p.kept_for else interval '0' end
  where p.message_id = new.id and p.held is not null and p.deletable_at is null;
  return null;
end
$$;

create trigger contact_messages_photos_emailed
  after update of notified_at on public.contact_messages
  for each row when (old.notified_at is null and new.notified_at is not null)
  execute function contact_private.photos_emailed();

-- Slots handed out per UTC day to each limit key of a sender.
create table contact_private.photo_key_days (
  day date not null,
  key_hash text not null,
  handed_out integer not null,
  primary key (day, key_hash)
);

-- Up to p_count new slots bound to p_key_hash, unless that would pass a sender key's limit
-- (p_limits[i] slots for p_keys[i] in the window; 0: off), a key's quarter of the project's
-- p_per_day, or p_per_day itself (0: both off), a key's share of the room, or the room
-- p_room_bytes (each row counts p_slot_bytes; 0: both off). Refused: one row with no id, the
-- seconds to wait, and why ('rate_limited', 'client_share', 'client_room', 'project_cap',
-- 'storage_full'). When photos that may be deleted can make the room: one row per photo to
-- delete, its path and 'make_room', and nothing handed out; the caller deletes them from
-- Storage, forgets them (contact_photos_evicted) and asks again.
create function public.contact_photo_slots(
  p_key_hash text,
  p_keys text[],
  p_limits integer[],
  p_count integer,
  p_window_seconds integer,
  p_per_day integer,
  p_room_bytes bigint,
  p_slot_bytes integer
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
  share integer :=
    case when coalesce(p_per_day, 0) > 0 then ceil(p_per_day / 4.0)::integer else 0 end;
  rows_held bigint;
  key_room integer;
  waiting integer;
  excess numeric;
  wanted integer;
  victims tid[];
begin
  if p_count is null or p_count < 1 or p_slot_bytes is null or p_slot_bytes < 1 then
    raise exception 'contact_photo_slots: p_count and p_slot_bytes must be positive'
      using errcode = '22023';
  end if;
  -- The widest block's lock: two senders of one /24 or /48 cannot both pass its limits.
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
  if share > 0 and (p_count > share or exists (
      select from contact_private.photo_key_days d
      where d.day = today and d.key_hash = any (p_keys) and d.handed_out + p_count > share)) then
    return query select null::uuid, null::text, to_midnight, 'client_share'::text;
    return;
  end if;
  if coalesce(p_room_bytes, 0) > 0 then
    -- The photos of this client that cannot make room (not sent yet, never e-mailed, or kept
    -- in the bucket by an e-mail's word): a twentieth of the room for each of its keys, and
    -- never less than one message's photos. Every row of a narrower key carries the widest, so
    -- the widest key's count is the largest, read through the index of such photos alone.
    key_room := greatest(5, floor(p_room_bytes::numeric / p_slot_bytes / 20)::integer);
    select count(*) into waiting from public.contact_photos p
    where p.keys @> array[p_keys[cardinality(p_keys)]]
      and (p.deletable_at is null or p.held)
      and (p.deletable_at is null or p.deletable_at > now());
    if waiting + p_count > key_room then
      return query select null::uuid, null::text, 3600, 'client_room'::text;
      return;
    end if;
  end if;
  if coalesce(p_per_day, 0) > 0 and (p_count > p_per_day or coalesce(
      (select d.handed_out from public.contact_photo_days d where d.day = today), 0)
      + p_count > p_per_day) then
    return query select null::uuid, null::text, to_midnight, 'project_cap'::text;
    return;
  end if;
  if coalesce(p_room_bytes, 0) > 0 then
    -- The room's row lock: concurrent requests, in any isolate, take the room one at a time.
    select r.photos into rows_held from contact_private.photo_room r for update;
    excess := (coalesce(rows_held, 0) + p_count)::numeric * p_slot_bytes - p_room_bytes;
    if excess > 0 then
      wanted := ceil(excess / p_slot_bytes)::integer;
      -- Locked as they are read, then marked by their row addresses: nothing else is read.
      select array_agg(c.ctid) into victims from (
        select p.ctid from public.contact_photos p
        where p.deletable_at <= now()
          -- Past its upload URL's 2 hours, which the URL's token alone decides (not one use):
          -- deleted sooner, its path could be uploaded to again, an object no row counts.
          and p.created_at < now() - interval '2 hours 5 minutes'
          and (p.evicting_at is null or p.evicting_at < now() - interval '5 minutes')
        order by p.deletable_at
        limit wanted
        for update skip locked
      ) c;
      if coalesce(cardinality(victims), 0) < wanted then
        return query select null::uuid, null::text, null::integer, 'storage_full'::text;
        return;
      end if;
      return query
      update public.contact_photos p set evicting_at = now()
      where p.ctid = any (victims)
      returning null::uuid, p.path, null::integer, 'make_room'::text;
      return;
    end if;
  end if;
  if coalesce(p_per_day, 0) > 0 then
    -- One row per day, counted up under its row lock: concurrent requests cannot both pass.
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
  if share > 0 then
    insert into contact_private.photo_key_days as d (day, key_hash, handed_out)
    select distinct today, k, p_count from unnest(p_keys) k
    on conflict (day, key_hash) do update set handed_out = d.handed_out + excluded.handed_out;
    delete from contact_private.photo_key_days d where d.day < today - 1;
  end if;
  return query
  insert into public.contact_photos (path, client_hash, keys, key_hash)
  select 'pending/' || gen_random_uuid()::text || '.img', p_keys[1], p_keys, p_key_hash
  from generate_series(1, p_count)
  returning contact_photos.id, contact_photos.path, null::integer, null::text;
end
$$;

-- Forgets the photos a slot request marked and Storage has deleted. Returns how many.
create function public.contact_photos_evicted(p_paths text[])
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  forgotten integer;
begin
  delete from public.contact_photos p where p.path = any (p_paths) and p.evicting_at is not null;
  get diagnostics forgotten = row_count;
  return forgotten;
end
$$;

-- How the e-mail about to be sent takes its message's photos: of p_paths (all it examined),
-- those in p_kept are named in it as kept in the bucket for p_kept_days (at least 1) after it,
-- the others are attached (or not in the bucket). A later attempt's e-mail writes over an
-- earlier one's; a photo whose message's e-mail went is not changed.
create function public.contact_photos_examined(
  p_paths text[],
  p_kept text[],
  p_kept_days integer
)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.contact_photos p
  set held = p.path = any (p_kept),
      kept_for = case when p.path = any (p_kept)
                      then make_interval(days => greatest(coalesce(p_kept_days, 1), 1)) end
  where p.path = any (p_paths) and p.deletable_at is null
$$;

alter table contact_private.photo_room enable row level security;
alter table contact_private.photo_key_days enable row level security;
revoke all on table contact_private.photo_room, contact_private.photo_key_days from public;

-- Functions are executable by PUBLIC by default, and Supabase grants its API roles everything in
-- `public` and exposes public functions over REST: take it all back, then grant the role.
do $$
declare
  fn text;
  role_name text;
begin
  foreach fn in array array[
    'public.contact_photo_slots(text, text[], integer[], integer, integer, integer, bigint, integer)',
    'public.contact_photos_evicted(text[])',
    'public.contact_photos_examined(text[], text[], integer)'] loop
    execute format('revoke all on function %s from public', fn);
    foreach role_name in array array['anon', 'authenticated', 'service_role'] loop
      if exists (select from pg_roles where rolname = role_name) then
        execute format('revoke all on function %s from %I', fn, role_name);
      end if;
    end loop;
    execute format('grant execute on function %s to contact_function', fn);
  end loop;
  foreach fn in array array[
    'contact_private.photo_rows_added()', 'contact_private.photo_rows_removed()',
    'contact_private.photo_rows_truncated()', 'contact_private.photos_emailed()'] loop
    execute format('revoke all on function %s from public', fn);
  end loop;
  foreach role_name in array array['anon', 'authenticated', 'service_role'] loop
    if exists (select from pg_roles where rolname = role_name) then
      execute format(
        'revoke all on table contact_private.photo_room, contact_private.photo_key_days from %I',
        role_name);
    end if;
  end loop;
end
$$;
